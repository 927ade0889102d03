import type { AstroCookies, AstroCookieSetOptions } from 'astro';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_DAYS } from '@/domain/constants';
import { cookieSite } from '../public-origin';

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
/** The device value of the sign-ins of this browser (`src/server/auth/device.ts`), kept for half a year. */
export const DEVICE_COOKIE = 'signin_device';
export const DEVICE_COOKIE_DAYS = 180;

/** `host` only picks the channel: domain and Secure follow the channel's configured origin. */
export function cookieOptions(host: string, maxAge: number): AstroCookieSetOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', ...cookieSite(host), maxAge };
}

/** A short-lived cookie of this host only (flash results, drafts): Secure wherever the channel is served over https. */
export function passingCookie(host: string, maxAge: number, path = '/'): AstroCookieSetOptions {
  return { httpOnly: true, sameSite: 'lax', path, secure: cookieSite(host).secure, maxAge };
}

export function setAuthCookies(cookies: AstroCookies, host: string, accessToken: string, refreshToken: string): void {
  cookies.set(ACCESS_COOKIE, accessToken, cookieOptions(host, ACCESS_TOKEN_TTL_SECONDS));
  cookies.set(REFRESH_COOKIE, refreshToken, cookieOptions(host, REFRESH_TOKEN_TTL_DAYS * 86_400));
}

export function clearAuthCookies(cookies: AstroCookies, host: string): void {
  const options = { path: '/', domain: cookieSite(host).domain };
  cookies.delete(ACCESS_COOKIE, options);
  cookies.delete(REFRESH_COOKIE, options);
}
