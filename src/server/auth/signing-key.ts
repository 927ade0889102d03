import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { serverConfig } from '../config';

/** Where the generated key is kept when JWT_SECRET is unset. */
export const SIGNING_KEY_FILE = 'signing-key';

/**
 * The key that signs access tokens, refresh-token successors and download links: JWT_SECRET, or a
 * random key made on the first start and kept in the data folder (readable by this user only), so a
 * restart keeps every session. Instances that share no data folder need the same JWT_SECRET.
 */
export function loadSigningKey(secret: string | undefined, dataDir: string): string {
  if (secret) return secret;
  const file = path.join(dataDir, SIGNING_KEY_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': of two instances starting at once on one folder, the second reads the first one's key.
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = fs.readFileSync(file, 'utf8').trim();
  if (key.length < 32) throw new Error(`${file} holds no usable signing key: remove it to make a new one, or set JWT_SECRET`);
  return key;
}

let cached: string | undefined;

export function signingKey(): string {
  cached ??= loadSigningKey(serverConfig.jwtSecret, serverConfig.dataDir);
  return cached;
}
