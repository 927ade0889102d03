/** Personal data export (right of access and portability). */

/** A finished export is offered this many days (downloads page, mail), then purged. */
export const DATA_EXPORT_AVAILABLE_DAYS = 7;
export const DATA_EXPORT_AVAILABLE_MS = DATA_EXPORT_AVAILABLE_DAYS * 86_400_000;

/** The JSON files of an export zip, one per kind of personal data; photo originals go under `photos/`. */
export const DATA_EXPORT_FILES = {
  account: 'account.json',
  addresses: 'addresses.json',
  orders: 'orders.json',
  invoices: 'invoices.json',
  newsletter: 'newsletter.json',
  projects: 'projects.json',
  onlineProducts: 'online-products.json',
  albums: 'albums.json',
  photos: 'photos.json',
} as const;
export const DATA_EXPORT_PHOTO_FOLDER = 'photos/';
