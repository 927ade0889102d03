import { z } from 'zod';

export const COOKIE_CONSENT_COOKIE = 'cookie_consent';
/** Consent answer: analytics digit then marketing digit (spec §5). */
const cookieConsentAnswer = z.enum(['00', '01', '10', '11']);
export interface CookieConsent {
  analytics: boolean;
  marketing: boolean;
}

export function parseCookieConsent(value: string | undefined): CookieConsent {
  const parsed = cookieConsentAnswer.safeParse(value);
  if (!parsed.success) return { analytics: false, marketing: false };
  return { analytics: parsed.data[0] === '1', marketing: parsed.data[1] === '1' };
}
