import type { AstroCookies } from 'astro';
import { passingCookie } from '@/server/auth/cookies';

/**
 * Post-redirect-get loses what a person typed: when a settings form fails its rules, the action keeps
 * the typed values and the field errors (locale keys) here for one minute, and the form shows them on GET.
 */
const COOKIE = 'settings_form';

export interface FormState {
  form: string;
  values: Record<string, string>;
  /** Field name → locale key of the message. */
  errors: Record<string, string>;
}

export function keepFormState(cookies: AstroCookies, host: string, state: FormState): void {
  cookies.set(COOKIE, JSON.stringify(state), passingCookie(host, 60));
}

/** Reads and forgets the kept state of `form` (other forms' state is left alone). */
export function takeFormState(cookies: AstroCookies, form: string): FormState | undefined {
  const raw = cookies.get(COOKIE)?.value;
  if (!raw) return undefined;
  try {
    const state = JSON.parse(raw) as FormState;
    if (state.form !== form) return undefined;
    cookies.delete(COOKIE, { path: '/' });
    return { form, values: state.values ?? {}, errors: state.errors ?? {} };
  } catch {
    cookies.delete(COOKIE, { path: '/' });
    return undefined;
  }
}
