import { describe, expect, it } from 'vitest';
import { asJsonValue, isJsonPlain, jsonValue } from '@/server/http/json';

const roundTrip = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('an in-process answer', () => {
  const withDates = {
    items: [
      { code: 'ORD-1', createdAt: new Date('2026-11-30T10:00:00.123Z'), voucher: null, note: undefined, total: 12.5 },
      { code: 'ORD-2', tags: ['a', undefined, () => 1, NaN], nested: { when: new Date(0), ratio: Infinity } },
    ],
    total: 2,
    format: () => 'not data',
    custom: { toJSON: () => ({ as: 'json' }) },
    [Symbol('hidden')]: 'not a key',
  };

  it('is what the same answer sent as JSON text would read', () => {
    expect(jsonValue(withDates)).toStrictEqual(roundTrip(withDates));
    expect(asJsonValue(withDates)).toStrictEqual(roundTrip(withDates));
  });

  it('is handed over as the service made it when JSON text would read the same', () => {
    const plain = { items: [{ code: 'ORD-1', total: 12.5, voucher: null, tags: ['a'], paid: true }], total: 1 };
    expect(isJsonPlain(plain)).toBe(true);
    expect(asJsonValue(plain)).toBe(plain);
    expect(roundTrip(plain)).toStrictEqual(plain);
  });

  it.each([
    ['a date', { when: new Date(0) }],
    ['an undefined field', { note: undefined }],
    ['an undefined array item', [1, undefined]],
    ['a non-finite number', { ratio: NaN }],
    ['a function', { format: () => '' }],
    ['a toJSON', { custom: { toJSON: () => 1 } }],
    ['a Map', { byId: new Map() }],
  ])('is copied as JSON would read it when it holds %s', (_, answer) => {
    expect(isJsonPlain(answer)).toBe(false);
    expect(asJsonValue(answer)).not.toBe(answer);
    expect(asJsonValue(answer)).toStrictEqual(roundTrip(answer));
  });
});
