import type { TFunction } from 'i18next';
import type { Channel } from '@/domain/channels';
import type { DisplayLocale } from '@/domain/constants';
import type { FeatureFlags } from '@/domain/flags';
import type { CookieConsent } from '@/domain/cookie-consent';
import type { Viewer } from './auth/viewer';

/** What the middleware resolves once per request and every page, action and API route reads. */
export interface RequestContext {
  requestId: string;
  host: string;
  channel: Channel;
  locale: DisplayLocale;
  t: TFunction;
  flags: FeatureFlags;
  consent: CookieConsent;
  viewer: Viewer | null;
  /** The visitor's address (see `clientAddressOf`), for the limits services keep per client. */
  clientAddress: string;
}
