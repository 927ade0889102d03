import { createHmac, randomBytes } from 'node:crypto';
import { signingKey } from './signing-key';

/**
 * A browser that signed in to an account before carries a device value for it (the sign-in form keeps
 * it in the cookie `DEVICE_COOKIE`, another caller of the sign-in route sends it back itself): a random id and,
 * per account, a signature of the id with that account (so it is worth nothing for another account
 * and cannot be made without the key). Such a browser is not held back by the account's sign-in
 * back-off, which an attacker elsewhere may have run up.
 */
const MAX_ACCOUNTS = 5;

function mark(deviceId: string, accountId: string): string {
  return createHmac('sha256', signingKey()).update(`device:${deviceId}:${accountId}`).digest('base64url').slice(0, 22);
}

function parse(value: string | undefined): { deviceId: string; marks: string[] } | null {
  const [deviceId, ...marks] = (value ?? '').split('.');
  return deviceId && /^[\w-]{22}$/.test(deviceId) ? { deviceId, marks: marks.slice(0, MAX_ACCOUNTS) } : null;
}

/** The browser's device id when its cookie is well formed (for the device's own back-off). */
export function deviceIdOf(value: string | undefined): string | null {
  return parse(value)?.deviceId ?? null;
}

export function isTrustedDevice(value: string | undefined, accountId: string): boolean {
  const device = parse(value);
  return Boolean(device && device.marks.includes(mark(device.deviceId, accountId)));
}

/** The cookie value after a successful sign-in to `accountId` (the newest accounts kept). */
export function trustDevice(value: string | undefined, accountId: string): string {
  const device = parse(value) ?? { deviceId: randomBytes(16).toString('base64url'), marks: [] };
  const own = mark(device.deviceId, accountId);
  const marks = [own, ...device.marks.filter((m) => m !== own)].slice(0, MAX_ACCOUNTS);
  return [device.deviceId, ...marks].join('.');
}
