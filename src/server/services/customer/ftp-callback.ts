import https from 'node:https';
import { promises as dns, type LookupAddress } from 'node:dns';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { customers } from '../../db/schema';
import { enqueueJob, PermanentJobError, type JobDefinition } from '../../jobs';
import { callbackUrlProblem, CALLBACK_URL_MESSAGES, isPublicAddress } from '@/domain/ftp-callback';

/**
 * The FTP integration's callbacks: "we tell your system about every order we receive" (the FTP
 * instructions). Each is a job, so a callback that is down is tried again; it is sent to the address
 * the customer has set when it runs, and only to public addresses (`src/domain/ftp-callback.ts`).
 */
export const FTP_CALLBACK_JOB = 'customer.ftp-callback';

/** How long the customer's server has to answer. */
const CALLBACK_TIMEOUT_MS = 10_000;

export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

/** The system's resolver, as a connection would use it (hosts file included). */
const systemResolver: Resolver = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

export interface OrderEvent {
  event: 'orderReceived';
  orderCode: string;
  /** The order's state as the Order API names it. */
  status: string;
  createdAt: string;
}

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** The callback's body in the customer's chosen format. */
export function callbackBody(format: string | null, event: OrderEvent): { contentType: string; body: string } {
  if (format !== 'xml') return { contentType: 'application/json', body: JSON.stringify(event) };
  const fields = Object.entries(event).map(([name, value]) => `<${name}>${escapeXml(String(value))}</${name}>`);
  return { contentType: 'application/xml', body: `<?xml version="1.0" encoding="UTF-8"?>\n<orderEvent>${fields.join('')}</orderEvent>` };
}

/**
 * The addresses to connect to for a callback URL: every address its host resolves to must be public, or
 * the callback is refused for good (a name can be pointed at an internal address after it was saved).
 */
export async function publicAddressesOf(url: URL, resolve: Resolver = systemResolver): Promise<LookupAddress[]> {
  const problem = callbackUrlProblem(url.href);
  if (problem) throw new PermanentJobError(CALLBACK_URL_MESSAGES[problem]);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = isPublicAddress(host) ? [{ address: host, family: host.includes(':') ? 6 : 4 }] : await resolve(host);
  if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address)))
    throw new PermanentJobError(
      `${CALLBACK_URL_MESSAGES.internalAddress}: ${host} resolves to ${addresses.map((a) => a.address).join(', ')}`,
    );
  return addresses;
}

/**
 * POSTs a callback and answers the status. The connection goes to the addresses checked above, not to a
 * second lookup a rebinding name server could answer otherwise; redirects are not followed.
 */
export async function sendCallback(
  url: string,
  { contentType, body }: { contentType: string; body: string },
  resolve: Resolver = systemResolver,
): Promise<number> {
  const target = new URL(url);
  const addresses = await publicAddressesOf(target, resolve);
  return new Promise((done, fail) => {
    const request = https.request(
      target,
      {
        method: 'POST',
        headers: { 'content-type': `${contentType}; charset=utf-8`, 'content-length': Buffer.byteLength(body) },
        timeout: CALLBACK_TIMEOUT_MS,
        lookup: (_hostname, options, callback) =>
          options.all ? callback(null, addresses) : callback(null, addresses[0].address, addresses[0].family),
      },
      (response) => {
        response.resume();
        done(response.statusCode ?? 0);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`the callback did not answer within ${CALLBACK_TIMEOUT_MS} ms`)));
    request.on('error', fail);
    request.end(body);
  });
}

/** Queues the callback of an order just received, when the account has a callback URL. */
export async function queueOrderCallback(db: Db, accountId: string, event: OrderEvent): Promise<void> {
  const [customer] = await db.select({ url: customers.ftpCallbackUrl }).from(customers).where(eq(customers.accountId, accountId));
  if (customer?.url) await enqueueJob(db, FTP_CALLBACK_JOB, { accountId, event });
}

async function deliverCallback(payload: Record<string, unknown>, { db }: { db: Db }) {
  const accountId = typeof payload.accountId === 'string' ? payload.accountId : '';
  const [customer] = await db
    .select({ url: customers.ftpCallbackUrl, format: customers.ftpCallbackFormat })
    .from(customers)
    .where(eq(customers.accountId, accountId));
  // Switched off (or the account deleted) meanwhile.
  if (!customer?.url) return { skipped: 'no callback URL' };
  const status = await sendCallback(customer.url, callbackBody(customer.format, payload.event as OrderEvent));
  if (status >= 500 || status === 429) throw new Error(`the callback answered ${status}`);
  return { status };
}

export const jobHandlers: JobDefinition[] = [{ type: FTP_CALLBACK_JOB, handle: deliverCallback }];
