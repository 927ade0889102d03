import { describe, it, expect } from 'vitest';
import { hashPassword, verifyPassword } from '@/server/auth/password';
import { signAccessToken, verifyAccessToken, hashToken } from '@/server/auth/session-tokens';

describe('passwords', () => {
  it('hashes with scrypt and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash.startsWith('scrypt$')).toBe(true);
    expect(hash).not.toContain('correct horse');
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('wrong horse', hash)).toBe(false);
    expect(await hashPassword('correct horse')).not.toBe(hash);
  });
});

describe('access tokens', () => {
  const account = { id: '7d1f4f8e-0000-4000-8000-000000000001', email: 'a@b.example', idpType: 'local', idpSub: 'sub-1', userType: 'B2B' };

  it('carries the claims of the spec and marks business users', async () => {
    const claims = await verifyAccessToken(await signAccessToken(account));
    expect(claims).toMatchObject({ sub: account.id, email: 'a@b.example', idp_type: 'local', idp_sub: 'sub-1', amr: ['pwd', 'b2b'] });
  });

  it('refuses a tampered token', async () => {
    const token = await signAccessToken({ ...account, userType: 'consumer' });
    const [h, p, s] = token.split('.');
    const forged = JSON.parse(Buffer.from(p, 'base64url').toString());
    forged.amr = ['b2b'];
    expect(await verifyAccessToken(`${h}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${s}`)).toBeNull();
  });

  it('stores refresh tokens only as hashes', () => {
    expect(hashToken('abc')).not.toContain('abc');
    expect(hashToken('abc')).toBe(hashToken('abc'));
  });
});
