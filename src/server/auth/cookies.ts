import type { AstroCookies, AstroCookieSetOptions } from 'astro';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_DAYS } from '@/domain/constants';
import { cookieDomainForHost } from '@/domain/channels';

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';

function isLocal(host: string): boolean {
  const name = host.replace(/:\d+$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1' || name === '[::1]';
}

export function cookieOptions(host: string, maxAge: number): AstroCookieSetOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: !isLocal(host),
    path: '/',
    domain: cookieDomainForHost(host),
    maxAge,
  };
}

export function setAuthCookies(cookies: AstroCookies, host: string, accessToken: string, refreshToken: string): void {
  cookies.set(ACCESS_COOKIE, accessToken, cookieOptions(host, ACCESS_TOKEN_TTL_SECONDS));
  cookies.set(REFRESH_COOKIE, refreshToken, cookieOptions(host, REFRESH_TOKEN_TTL_DAYS * 86_400));
}

export function clearAuthCookies(cookies: AstroCookies, host: string): void {
  const options = { path: '/', domain: cookieDomainForHost(host) };
  cookies.delete(ACCESS_COOKIE, options);
  cookies.delete(REFRESH_COOKIE, options);
}
