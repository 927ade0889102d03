import { WELCOME_DISMISSED_COOKIE, WELCOME_DISMISSED_MAX_AGE_SECONDS } from '../constants';

/** Whether the cookie of a closed welcome banner is set (its value as the server reads it). */
export function welcomeDismissed(value: string | undefined): boolean {
  return value === '1';
}

/** The `document.cookie` assignment that keeps the welcome banner closed on this device. */
export function welcomeDismissedCookie(secure: boolean): string {
  return `${WELCOME_DISMISSED_COOKIE}=1; Max-Age=${WELCOME_DISMISSED_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
