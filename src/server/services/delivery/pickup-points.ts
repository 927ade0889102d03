import type { PickupPoint } from '@/domain/schemas/orders';

/**
 * The carriers' pickup points an order can be sent to, by code: the reference data standing in for the
 * carriers' directories (an order stores only the code its customer chose).
 */
const PICKUP_POINTS: readonly PickupPoint[] = [
  {
    id: 'PUP-4411',
    name: 'Marylebone Post & Parcel',
    street: 'Marylebone High Street',
    houseNumber: '57',
    postalCode: 'W1U 5HS',
    city: 'London',
    country: 'GB',
  },
  {
    id: 'PUP-2210',
    name: 'Primera Westermarkt',
    street: 'Westermarkt',
    houseNumber: '21',
    postalCode: '1016 DK',
    city: 'Amsterdam',
    country: 'NL',
  },
  {
    id: 'PUP-3305',
    name: 'Trafik am Stephansplatz',
    street: 'Stephansplatz',
    houseNumber: '4',
    postalCode: '1010',
    city: 'Wien',
    country: 'AT',
  },
];

const byId = new Map(PICKUP_POINTS.map((point) => [point.id.toUpperCase(), point]));

/** The pickup point of a code (any case), or null when no directory knows it. */
export function pickupPointById(id: string | null | undefined): PickupPoint | null {
  return (id && byId.get(id.trim().toUpperCase())) || null;
}
