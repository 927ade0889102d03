import type { AstroGlobal } from 'astro';
import { isInputError } from 'astro:actions';
import { HttpStatusError } from '@/client/http';
import { apiFor } from '@/client/in-process.server';
import { reportError } from '@/server/reporter';
import type { Customer } from '@/domain/schemas/customer';
import type { NewsletterState } from '@/domain/schemas/account';

export type Area = 'consumer' | 'b2b';

export type SettingsData = { ok: true; customer: Customer; newsletter: NewsletterState } | { ok: false; gone: boolean };

/**
 * Loads what the settings pages show. A missing customer means the account was deleted
 * (spec §4: sent to logout); any other failure shows 'An error occurred loading your settings'.
 */
export async function loadSettings(Astro: AstroGlobal): Promise<SettingsData> {
  const { ctx } = Astro.locals;
  if (!ctx.viewer) return { ok: false, gone: true };
  try {
    const api = apiFor(ctx).customer;
    const [customer, newsletter] = await Promise.all([api.me(), api.newsletter(ctx.channel.id)]);
    return { ok: true, customer, newsletter };
  } catch (error) {
    if (error instanceof HttpStatusError && error.status === 404) return { ok: false, gone: true };
    reportError(error, { requestId: ctx.requestId, stage: 'settings-load' });
    return { ok: false, gone: false };
  }
}

/** The route guard of the settings areas: business pages for business users, the rest for consumers. */
export function areaRedirect(Astro: AstroGlobal, area: Area): string | null {
  const business = Astro.locals.ctx.viewer?.business ?? false;
  if (area === 'b2b' && !business) return '/';
  return null;
}

export const settingsHome = (area: Area) => (area === 'b2b' ? '/settings/b2b' : '/settings');
export const emailPage = (area: Area) => (area === 'b2b' ? '/settings/b2b/email' : '/settings/email');
export const newAddressPage = (area: Area) => (area === 'b2b' ? '/settings/b2b/new-address' : '/settings/new-address');
export const addressPage = (area: Area, id: string) => (area === 'b2b' ? `/settings/b2b/address/${id}` : `/settings/address/${id}`);

/**
 * The message to show for a failed settings action. Input the form could not have sent (a crafted
 * or truncated post) gets the general 'correct the fields' line instead of the parser's wording.
 */
export function actionErrorMessage(Astro: AstroGlobal, error: unknown): string | undefined {
  if (!error) return undefined;
  if (isInputError(error as Error)) return Astro.locals.ctx.t('settings.fixErrors');
  return (error as { message?: string }).message;
}
