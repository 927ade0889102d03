import type { InternalOrderState } from './status';

/** Delivery address change of spec §4, as a pure state machine. */
export const DELIVERY_CHANGE_STATES = [
  'NotStarted',
  'Editing',
  'RequestInProgress',
  'RequestSent',
  'SuccessfulUpdate',
  'RequestFailed',
] as const;
export type DeliveryChangeState = (typeof DELIVERY_CHANGE_STATES)[number];

export const DELIVERY_TYPES = ['Home', 'PickupPoint'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** What the delivery address form shows in its fields. */
export interface DeliveryFormValues {
  deliveryType: DeliveryType;
  name: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  country: string;
  pickupPointId?: string | null;
}

export type DeliveryChangeEvent = 'edit' | 'submit' | 'sent' | 'succeeded' | 'failed' | 'cancel';

const TRANSITIONS: Record<DeliveryChangeState, Partial<Record<DeliveryChangeEvent, DeliveryChangeState>>> = {
  NotStarted: { edit: 'Editing' },
  Editing: { submit: 'RequestInProgress', cancel: 'NotStarted' },
  RequestInProgress: { sent: 'RequestSent', failed: 'RequestFailed' },
  RequestSent: { succeeded: 'SuccessfulUpdate', failed: 'RequestFailed' },
  SuccessfulUpdate: { edit: 'Editing' },
  RequestFailed: { edit: 'Editing', cancel: 'NotStarted' },
};

/** The next state, or the same state when the event does not apply. */
export function nextDeliveryChangeState(state: DeliveryChangeState, event: DeliveryChangeEvent): DeliveryChangeState {
  return TRANSITIONS[state][event] ?? state;
}

/** The delivery type is undefined while a change is in flight (spec §4). */
export function deliveryTypeDuring(state: DeliveryChangeState, type: DeliveryType): DeliveryType | undefined {
  return state === 'RequestInProgress' || state === 'RequestSent' ? undefined : type;
}

/**
 * An address can change only before production starts: while the order awaits payment
 * (Received) or is ordered (Confirmed), and is neither blocked nor cancelled.
 */
const ADDRESS_CHANGEABLE_STATES: readonly InternalOrderState[] = ['Received', 'Confirmed'];

export function canChangeDeliveryAddress(state: InternalOrderState, blocked: boolean): boolean {
  return !blocked && ADDRESS_CHANGEABLE_STATES.includes(state);
}
