import { describe, it, expect, beforeAll } from 'vitest';

// The configured origin is read once, when the configuration module loads.
let mod: typeof import('@/server/public-origin');
let cookies: typeof import('@/server/auth/cookies');
beforeAll(async () => {
  process.env.PUBLIC_ORIGIN = 'https://account.pixelpress.example';
  mod = await import('@/server/public-origin');
  cookies = await import('@/server/auth/cookies');
});

describe('the configured public origin', () => {
  it('gives each channel its origin and any other host the default one', async () => {
    const { CHANNELS } = await import('@/domain/channels');
    const nl = CHANNELS.find((c) => c.hostPrefix === 'nl')!;
    expect(mod.publicOrigin(nl)).toBe('https://nl.account.pixelpress.example');
    expect(mod.publicOriginForHost('evil.attacker.example')).toBe('https://account.pixelpress.example');
    expect(mod.publicOriginForHost('nl.evil.example')).toBe('https://nl.account.pixelpress.example');
    expect(mod.allowedOrigins().has('https://de.account.pixelpress.example')).toBe(true);
    expect(mod.allowedOrigins().has('https://evil.attacker.example')).toBe(false);
  });

  it('sets cookies on its domain, Secure over https, whatever the Host header said', () => {
    expect(cookies.cookieOptions('evil.attacker.example', 60)).toMatchObject({ domain: 'account.pixelpress.example', secure: true });
    expect(cookies.cookieOptions('nl.account.pixelpress.example', 60)).toMatchObject({
      domain: 'account.pixelpress.example',
      secure: true,
    });
    expect(cookies.passingCookie('localhost:4321', 60)).toMatchObject({ secure: true, httpOnly: true });
    expect(cookies.passingCookie('account.pixelpress.example', 60).domain).toBeUndefined();
  });
});
