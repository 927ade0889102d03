import { scrypt, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { PASSWORD_SCRYPT_COST } from '@/domain/constants';
import { serverConfig } from '../config';

const scryptAsync = promisify(scrypt) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}
/** The test servers' cost (TEST_FAST_PASSWORD_HASH=1): about 2 ms a hash instead of 150. */
const FAST_TEST_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };
/** Room for any stored cost up to N=2^15, r=8 (scrypt needs 128 × N × r bytes). */
const MAX_MEMORY = 64 * 1024 * 1024;
const KEY_LENGTH = 32;

export const currentCost = (): ScryptCost => (serverConfig.fastPasswordHash ? FAST_TEST_COST : PASSWORD_SCRYPT_COST);

/** Format: scrypt$N$r$p$salt$hash (base64url). */
export async function hashPassword(password: string, cost: ScryptCost = currentCost()): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, KEY_LENGTH, { ...cost, maxmem: MAX_MEMORY });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

function costOf(stored: string): ScryptCost | null {
  const [kind, n, r, p] = stored.split('$');
  if (kind !== 'scrypt') return null;
  return { N: Number(n), r: Number(r), p: Number(p) };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [, , , , salt, hash] = stored.split('$');
  const cost = costOf(stored);
  if (!cost || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, { ...cost, maxmem: MAX_MEMORY });
  return timingSafeEqual(actual, expected);
}

/** Whether a stored hash was made with another cost than today's: it is replaced on the next successful sign-in. */
export function needsRehash(stored: string, cost: ScryptCost = currentCost()): boolean {
  const was = costOf(stored);
  return !was || was.N !== cost.N || was.r !== cost.r || was.p !== cost.p;
}

let dummy: Promise<string> | undefined;
/** A hash of a random password at today's cost, checked when the account does not exist so that both take as long. */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('base64url'));
  return dummy;
}
