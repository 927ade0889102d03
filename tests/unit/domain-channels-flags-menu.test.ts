import { describe, it, expect } from 'vitest';
import { channelForHost, localeOfChannel, cookieDomainForHost, DEFAULT_CHANNEL } from '@/domain/channels';
import { PRINTS_PRODUCT_CODE } from '@/domain/constants';
import { resolveFlags, parseFlagPairs, orderPrintsVisible, FEATURE_FLAGS } from '@/domain/flags';
import { sideMenu, fallbackMenu } from '@/domain/menu';
import { isBusinessUser, businessStatusAfterChange } from '@/domain/roles';
import { parseCookieConsent } from '@/domain/cookie-consent';
import { safeReturnPath, isPublicPath } from '@/domain/routes';
import { withEmbedParams } from '@/domain/embed';

const allOn = resolveFlags('', {}, {});

describe('channels', () => {
  it('resolves the channel from the host and keeps the default for unknown hosts', () => {
    expect(channelForHost('localhost:4321')).toBe(DEFAULT_CHANNEL);
    expect(channelForHost('nl.localhost:4321').defaultLocale).toBe('nl-NL');
    expect(channelForHost('account.example.com')).toBe(DEFAULT_CHANNEL);
    expect(channelForHost('zz.localhost').id).toBe(DEFAULT_CHANNEL.id);
  });

  it('forces the German channel to de-AT and defaults to en-GB', () => {
    expect(localeOfChannel(channelForHost('de.localhost'))).toBe('de-AT');
    expect(localeOfChannel(DEFAULT_CHANNEL)).toBe('en-GB');
  });

  it('opens the prints editor with the fixed prints product code, which a channel may set for itself', () => {
    expect(new URL(DEFAULT_CHANNEL.printsEditorUrl).searchParams.get('productCode')).toBe(PRINTS_PRODUCT_CODE);
    expect(new URL(channelForHost('se.localhost').printsEditorUrl).searchParams.get('productCode')).toBe('BILLEDBOX-PRINTS');
  });

  it('sets auth cookies on the parent domain, host-only on localhost', () => {
    expect(cookieDomainForHost('nl.fotoflux.example')).toBe('fotoflux.example');
    expect(cookieDomainForHost('www.pixelpress.example:443')).toBe('pixelpress.example');
    expect(cookieDomainForHost('nl.localhost:4321')).toBeUndefined();
    expect(cookieDomainForHost('127.0.0.1')).toBeUndefined();
  });
});

describe('feature flags', () => {
  it('prefers the local override, then the remote flag, then the per-host list', () => {
    const flag = 'PhotoManagementSharedAlbumsViewEnabled';
    expect(resolveFlags('', {}, {})[flag]).toBe(true);
    expect(resolveFlags('dk', {}, {})[flag]).toBe(false);
    expect(resolveFlags('dk', {}, { [flag]: true })[flag]).toBe(true);
    expect(resolveFlags('', { [flag]: false }, { [flag]: true })[flag]).toBe(false);
  });

  it('reads only known flags with true/false values', () => {
    expect(
      parseFlagPairs([
        ['PhotoManagementUploadViewEnabled', 'false'],
        ['Other', 'true'],
        ['PhotoManagementAlbumViewEnabled', 'yes'],
      ]),
    ).toEqual({ PhotoManagementUploadViewEnabled: false });
    expect(FEATURE_FLAGS).toHaveLength(5);
  });

  it('hides order prints when the user stored hideOrderPrints', () => {
    expect(orderPrintsVisible(allOn, false)).toBe(true);
    expect(orderPrintsVisible(allOn, true)).toBe(false);
    expect(orderPrintsVisible({ ...allOn, PhotoManagementOrderPrintsEnabled: false }, false)).toBe(false);
  });
});

describe('side menu', () => {
  const keys = (business: boolean, flags = allOn) => sideMenu(business, flags, 'https://faq').map((i) => i.key);

  it('lists the consumer menu in the order of the spec', () => {
    expect(keys(false)).toEqual([
      'overview',
      'orders',
      'settings',
      'saved-projects',
      'photos',
      'online-products',
      'downloads',
      'faq',
      'logout',
    ]);
  });

  it('gives business users invoices, FTP instructions and business settings, without online products', () => {
    expect(keys(true)).toEqual([
      'overview',
      'orders',
      'invoices',
      'integration',
      'settings',
      'saved-projects',
      'photos',
      'downloads',
      'faq',
      'logout',
    ]);
    expect(sideMenu(true, allOn, 'x').find((i) => i.key === 'settings')?.href).toBe('/settings/b2b');
  });

  it('shows Photos only with the timeline flag', () => {
    expect(keys(false, { ...allOn, PhotoManagementTimelineViewEnabled: false })).not.toContain('photos');
  });

  it('has a minimal fallback menu', () => {
    expect(fallbackMenu().map((i) => i.key)).toEqual(['overview', 'orders', 'settings', 'logout']);
  });
});

describe('roles', () => {
  it('detects business users by stored type in any case or by the authentication-method claim', () => {
    expect(isBusinessUser('b2b', [])).toBe(true);
    expect(isBusinessUser('B2B', undefined)).toBe(true);
    expect(isBusinessUser('consumer', ['pwd', 'b2b'])).toBe(true);
    expect(isBusinessUser('consumer', ['pwd'])).toBe(false);
    expect(isBusinessUser(null, undefined)).toBe(false);
  });

  it('moves a business account to pending validation when its last missing detail is saved, and back when one is emptied', () => {
    const complete = { companyName: 'Lumen Studio Ltd', vatNumber: 'GB123456782', phone: '+442071234567', paymentMethod: 'invoice' };
    expect(businessStatusAfterChange('Default', complete)).toBe('New');
    expect(businessStatusAfterChange('Default', { ...complete, paymentMethod: null })).toBe('Default');
    expect(businessStatusAfterChange('New', { ...complete, vatNumber: ' ' })).toBe('Default');
    expect(businessStatusAfterChange('New', complete)).toBe('New');
    expect(businessStatusAfterChange('Blocked', complete)).toBe('Blocked');
    expect(businessStatusAfterChange(null, complete)).toBeNull();
  });
});

describe('cookie consent', () => {
  it('reads analytics then marketing from 00/01/10/11 and nothing else', () => {
    expect(parseCookieConsent('10')).toEqual({ analytics: true, marketing: false });
    expect(parseCookieConsent('01')).toEqual({ analytics: false, marketing: true });
    expect(parseCookieConsent('11')).toEqual({ analytics: true, marketing: true });
    expect(parseCookieConsent('12')).toEqual({ analytics: false, marketing: false });
    expect(parseCookieConsent(undefined)).toEqual({ analytics: false, marketing: false });
  });
});

describe('routes', () => {
  it('accepts only same-site relative return paths', () => {
    expect(safeReturnPath('/orders?tab=history')).toBe('/orders?tab=history');
    expect(safeReturnPath('//evil.example')).toBe('/');
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath('/\\evil.example')).toBe('/');
    expect(safeReturnPath(null)).toBe('/');
    // Browsers drop tabs and newlines from a URL: these would become //evil.example/phish.
    expect(safeReturnPath('/\t/evil.example/phish')).toBe('/');
    expect(safeReturnPath('/\n/evil.example')).toBe('/');
    expect(safeReturnPath('/\u0000x')).toBe('/');
    expect(safeReturnPath('/orders\\..\\evil')).toBe('/');
    expect(safeReturnPath('/..//evil.example')).toBe('/');
    // Kept, percent-encoded: a Location header carries only Latin-1.
    expect(safeReturnPath('/my-photos/albums?name=Été ☀')).toBe('/my-photos/albums?name=%C3%89t%C3%A9%20%E2%98%80');
  });

  it('knows the public pages of the spec', () => {
    for (const path of ['/change-email-confirmation', '/account-deleted', '/subscription-confirmation-error', '/login']) {
      expect(isPublicPath(path)).toBe(true);
    }
    for (const path of ['/', '/orders', '/settings', '/my-photos/photos', '/invoices']) expect(isPublicPath(path)).toBe(false);
  });

  it('carries stripped and hideHeaderNav on internal links only', () => {
    const current = new URL('http://x/my-photos?stripped=true&hideHeaderNav=true&other=1');
    expect(withEmbedParams('/my-photos/albums', current)).toBe('/my-photos/albums?stripped=true&hideHeaderNav=true');
    expect(withEmbedParams('https://shop.example', current)).toBe('https://shop.example');
    expect(withEmbedParams('/orders', new URL('http://x/'))).toBe('/orders');
  });
});

describe('role guards of pages', () => {
  it('keeps business pages from consumers and online products from business users', async () => {
    const { pageAllowedForRole } = await import('@/domain/routes');
    expect(pageAllowedForRole('/invoices', false)).toBe(false);
    expect(pageAllowedForRole('/settings/b2b/email', false)).toBe(false);
    expect(pageAllowedForRole('/invoices', true)).toBe(true);
    expect(pageAllowedForRole('/online-products/ABC', true)).toBe(false);
    expect(pageAllowedForRole('/online-products', false)).toBe(true);
    expect(pageAllowedForRole('/settings', true)).toBe(true);
    expect(pageAllowedForRole('/invoicesX', false)).toBe(true);
  });
});
