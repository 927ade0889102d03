import { describe, expect, it } from 'vitest';
import { jsonValue } from '@/server/http/json';

const roundTrip = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('an in-process answer', () => {
  it('is what the same answer sent as JSON text would read', () => {
    const answer = {
      items: [
        { code: 'ORD-1', createdAt: new Date('2026-11-30T10:00:00.123Z'), voucher: null, note: undefined, total: 12.5 },
        { code: 'ORD-2', tags: ['a', undefined, () => 1, NaN], nested: { when: new Date(0), ratio: Infinity } },
      ],
      total: 2,
      format: () => 'not data',
      custom: { toJSON: () => ({ as: 'json' }) },
      [Symbol('hidden')]: 'not a key',
    };
    expect(jsonValue(answer)).toStrictEqual(roundTrip(answer));
  });

  it('copies, so the page cannot change what the service holds', () => {
    const held = { items: [{ code: 'ORD-1' }] };
    const copy = jsonValue(held) as typeof held;
    copy.items[0].code = 'changed';
    expect(held.items[0].code).toBe('ORD-1');
  });
});
