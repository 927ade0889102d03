import { createHmac, timingSafeEqual } from 'node:crypto';
import { signingKey } from '../../auth/signing-key';
import { serviceUrl } from '../../http/service-urls';

/** Signed download URLs live this long (never beyond the archive's own expiry). */
export const DOWNLOAD_URL_TTL_SECONDS = Number(process.env.DOWNLOAD_URL_TTL_SECONDS) || 15 * 60;

const key = () => createHmac('sha256', signingKey()).update('download-url-v1').digest();

function signature(downloadId: string, expires: number): string {
  return createHmac('sha256', key()).update(`${downloadId}.${expires}`).digest('base64url');
}

/** `<downloads base>/downloads/<id>/file?expires=<unix s>&signature=<hmac>`: works without a session until it expires. */
export function signedFileUrl(downloadId: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return serviceUrl('downloads', `/downloads/${downloadId}/file?expires=${expires}&signature=${signature(downloadId, expires)}`);
}

export function verifySignature(downloadId: string, expires: number, given: string, now = Date.now()): boolean {
  if (!Number.isInteger(expires) || expires * 1000 < now) return false;
  const expected = Buffer.from(signature(downloadId, expires));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
