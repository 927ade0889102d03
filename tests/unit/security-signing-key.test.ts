import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSigningKey, SIGNING_KEY_FILE } from '@/server/auth/signing-key';

describe('the signing key', () => {
  it('is made at random on first start, kept in the data folder for this user only, and read again later', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signing-key-'));
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'signing-key-'));
    try {
      const first = loadSigningKey(undefined, dir);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(fs.statSync(path.join(dir, SIGNING_KEY_FILE)).mode & 0o077).toBe(0);
      expect(loadSigningKey(undefined, dir)).toBe(first);
      expect(loadSigningKey(undefined, other)).not.toBe(first);
      expect(loadSigningKey('set-by-the-operator', dir)).toBe('set-by-the-operator');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(other, { recursive: true, force: true });
    }
  });
});
