import { z } from 'zod';
import { line } from './text';
import { INTERNAL_ORDER_STATES, PRODUCT_STATUSES, ORDER_SOURCES } from '../orders/status';
import { DELIVERY_TYPES } from '../orders/delivery-address';
import { CARRIER_IDS } from '../orders/tracking';
import { addressCountry, checkAddressRules } from './settings';

/** Order API schemas of spec §3 and §7. */

/** A delivery address as an order holds it. */
export const deliveryAddress = z.object({
  name: line().min(1, { error: 'Please enter a name' }).max(200),
  street: line().max(200),
  houseNumber: line().max(40),
  postalCode: line().max(20),
  city: line().min(1, { error: 'Please enter a city' }).max(100),
  country: line().length(2, { error: 'Please choose a country' }).toUpperCase(),
  /** Only for PickupPoint deliveries: the pickup point's id. */
  pickupPointId: line().max(40).nullish(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddress>;

/** A delivery address as a customer sends it: the street, number and postal code rules of spec §5. */
const deliveryAddressInput = deliveryAddress
  .extend({ country: addressCountry })
  .superRefine((address, ctx) => checkAddressRules({ ...address, phone: '' }, ctx));

export const deliveryAddressChange = z
  .object({
    deliveryType: z.enum(DELIVERY_TYPES),
    address: deliveryAddressInput,
  })
  .refine((v) => v.deliveryType !== 'PickupPoint' || Boolean(v.address.pickupPointId), {
    error: 'Please choose a pickup point',
    path: ['address', 'pickupPointId'],
  });
/** What a caller sends (the country is checked and upper-cased on the way in). */
export type DeliveryAddressChange = z.input<typeof deliveryAddressChange>;

/** Voucher offer of the Voucher API; an A/B offer's experience is 'control' or 'A' (spec §5). */
export const voucherOffer = z.object({
  voucherOptionCode: z.string(),
  title: z.string(),
  discountPercent: z.number().int(),
  validUntil: z.string().nullable(),
  abTest: z.object({ experience: z.enum(['control', 'A']) }).nullable(),
});
export type VoucherOffer = z.infer<typeof voucherOffer>;

export const voucherDetails = z.union([
  z.object({ isVoucherFound: z.literal(false) }),
  z.object({ isVoucherFound: z.literal(true), offer: voucherOffer }),
]);
export type VoucherDetails = z.infer<typeof voucherDetails>;

const orderProduct = z.object({
  code: z.string(),
  articleId: z.string(),
  quantity: z.number().int().min(1),
  status: z.enum(PRODUCT_STATUSES),
  paymentChangedDate: z.string().nullable(),
  voucher: z.string().nullable(),
  voucherDetails: voucherDetails.nullable(),
  hasPdf: z.boolean(),
  /** The line's price and its voucher discount, in the minor unit of the order's currency. */
  priceCents: z.number().int(),
  discountCents: z.number().int(),
});

/** A carrier's pickup point: its code, name and address. */
export const pickupPoint = z.object({
  id: z.string(),
  name: z.string(),
  street: z.string(),
  houseNumber: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
});
export type PickupPoint = z.infer<typeof pickupPoint>;

export const superOrder = z.object({
  code: z.string(),
  createdAt: z.string(),
  source: z.enum(ORDER_SOURCES),
  status: z.enum(INTERNAL_ORDER_STATES),
  products: z.array(orderProduct),
  productCount: z.number().int(),
  deliveryType: z.enum(DELIVERY_TYPES),
  deliveryAddress,
  /** The pickup point of a PickupPoint delivery, when the carrier's directory knows its code. */
  pickupPoint: pickupPoint.nullable(),
  blocked: z.boolean(),
  canChangeDeliveryAddress: z.boolean(),
  currency: z.string(),
  shippingCents: z.number().int(),
  /** The parcel of a sent order, with the carrier's tracking page. */
  tracking: z.object({ carrier: z.enum(CARRIER_IDS), carrierName: z.string(), number: z.string(), url: z.url() }).nullable(),
  /** The day a sent order was delivered (YYYY-MM-DD), null until then. */
  deliveredOn: z.string().nullable(),
});
export type SuperOrder = z.infer<typeof superOrder>;

export const superOrderPage = z.object({ items: z.array(superOrder), total: z.number().int() });

export const superOrdersQuery = z.object({
  Offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  Limit: z.coerce.number().int().min(1).max(100).default(100),
  OrderState: z.enum(['notExpired', 'all']).default('all'),
});

export const ordersByAccountQuery = z.object({
  articleNames: z.string().max(500).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

const orderByAccountItem = z.object({
  code: z.string(),
  createdAt: z.string(),
  status: z.enum(INTERNAL_ORDER_STATES),
  articleNames: z.array(z.string()),
});
export const ordersByAccountPage = z.object({ items: z.array(orderByAccountItem), total: z.number().int() });

export const orderLine = z.object({
  code: z.string(),
  status: z.enum(INTERNAL_ORDER_STATES),
  createdAt: z.string(),
  lines: z.array(z.object({ productCode: z.string(), articleId: z.string(), quantity: z.number().int(), priceCents: z.number().int() })),
  currency: z.string(),
});

export const deliveryDates = z.object({ orderId: z.string(), earliest: z.string(), latest: z.string() });
export type DeliveryDates = z.infer<typeof deliveryDates>;

/** Why an order is blocked: a stable code (pages translate `orders.blockedReasons.<code>`) and its en-GB text for API callers. */
export const BLOCKED_REASON_TEXT = {
  paymentVerificationFailed: 'Payment verification failed',
  accountBlocked: 'Account blocked',
} as const;
export type BlockedReasonCode = keyof typeof BLOCKED_REASON_TEXT;
export const isBlockedReasonCode = (value: string | null): value is BlockedReasonCode =>
  value !== null && Object.hasOwn(BLOCKED_REASON_TEXT, value);

export const blockedOrder = z.object({
  code: z.string(),
  blocked: z.boolean(),
  reason: z.string().nullable(),
  reasonCode: z.enum(Object.keys(BLOCKED_REASON_TEXT) as [BlockedReasonCode]).nullable(),
});

export const reorderStatus = z.object({ orderCode: z.string(), reorderable: z.boolean(), reason: z.string().nullable() });
export const reorderResult = z.object({ ShopUrl: z.url() });

/** Order placement of the reference shop checkout: products by article with chosen options. */
export const placeOrder = z.object({
  deliveryAddress: deliveryAddressInput,
  deliveryType: z.enum(DELIVERY_TYPES).default('Home'),
  products: z
    .array(
      z.object({
        articleId: line().min(1).max(60),
        quantity: z.number().int().min(1).max(99).default(1),
        options: z.record(line().max(40), line().max(60)).default({}),
        voucher: z.string().max(60).nullish(),
      }),
    )
    .min(1)
    .max(20),
});

export const articleGroup = z.object({ id: z.string(), name: z.string(), articleIds: z.array(z.string()), cutOffHour: z.number().int() });
export const campaign = z.object({ name: z.string(), orderBefore: z.string(), deliveredBefore: z.string() });
export type Campaign = z.infer<typeof campaign>;

/** Order, product, campaign and channel codes in paths and queries: letters, digits, '.', '_' and '-'. */
export const codeParam = (max = 60) => line().regex(new RegExp(`^[A-Za-z0-9._-]{1,${max}}$`), { error: 'The code is not valid' });
