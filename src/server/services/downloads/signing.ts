import { createHmac, timingSafeEqual } from 'node:crypto';
import { signingKey } from '../../auth/signing-key';
import { serviceUrl } from '../../http/service-urls';
import { env } from '../../env';

/** Signed download URLs live this long (never beyond the archive's own expiry). */
export const DOWNLOAD_URL_TTL_SECONDS = env.DOWNLOAD_URL_TTL_SECONDS;

/** What a signed link serves: a photo zip or a personal data export (a link of one never opens the other). */
export type SignedResource = 'downloads' | 'data-exports';

const key = () => createHmac('sha256', signingKey()).update('download-url-v1').digest();

function signature(resource: SignedResource, id: string, expires: number): string {
  return createHmac('sha256', key()).update(`${resource}/${id}.${expires}`).digest('base64url');
}

/** `<downloads base>/<resource>/<id>/file?expires=<unix s>&signature=<hmac>`: works without a session until it expires. */
export function signedFileUrl(id: string, expiresAt: Date, resource: SignedResource = 'downloads'): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return serviceUrl('downloads', `/${resource}/${id}/file?expires=${expires}&signature=${signature(resource, id, expires)}`);
}

/** A signed URL of a finished file, valid for the URL lifetime but never beyond the file's own availability. */
export function signedLink(id: string, availableUntil: Date, resource: SignedResource = 'downloads'): { url: string; expiresAt: string } {
  const expiresAt = new Date(Math.min(Date.now() + DOWNLOAD_URL_TTL_SECONDS * 1000, availableUntil.getTime()));
  return { url: signedFileUrl(id, expiresAt, resource), expiresAt: expiresAt.toISOString() };
}

export function verifySignature(
  id: string,
  expires: number,
  given: string,
  resource: SignedResource = 'downloads',
  now = Date.now(),
): boolean {
  if (!Number.isInteger(expires) || expires * 1000 < now) return false;
  const expected = Buffer.from(signature(resource, id, expires));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
