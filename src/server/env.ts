/**
 * The one schema of the environment. scripts/server.mjs validates it before anything starts (Node runs
 * this file directly), and every module of src/ reads its settings from `env` (through src/server/config.ts
 * where they need shaping). An empty variable counts as unset.
 * Only zod and relative imports with their extension here: scripts/server.mjs loads the file without the
 * build's aliases.
 */
import { z } from 'zod';
import { BusinessAccountStatus } from '../domain/roles.ts';
import { PENDING_UPLOAD_KEPT_DAYS } from '../domain/constants.ts';

const text = z.string().trim().min(1).optional();
const url = z.url().optional();
const list = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );
const integer = (fallback: number, min = 1, max = Number.MAX_SAFE_INTEGER) => z.coerce.number().int().min(min).max(max).default(fallback);
const milliseconds = (fallback: number) => integer(fallback);
const switchedOn = (on: string) =>
  z
    .string()
    .optional()
    .transform((value) => value === on);

const SERVICE_URL_PREFIX = 'SERVICE_URL_';

const schema = z
  .object({
    PORT: integer(4321, 1, 65_535),
    HOST: text,
    OUT_DIR: z.string().default('dist'),
    WEB_CONCURRENCY: integer(1, 1, 256),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL (unset for PGlite)' }).optional(),
    DB_POOL_SIZE: integer(10, 1, 1000),
    /** Blobs in an S3-compatible bucket instead of DATA_DIR/blobs (src/server/storage): S3_BUCKET turns it on. */
    S3_BUCKET: text,
    /** The service's URL; unset for AWS S3 itself. */
    S3_ENDPOINT: url,
    /** The URL browsers reach the bucket at, when it differs from S3_ENDPOINT (presigned URLs use it). */
    S3_PUBLIC_ENDPOINT: url,
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    /** Unset: the AWS SDK's own chain (AWS_ACCESS_KEY_ID, instance roles, …). */
    S3_ACCESS_KEY_ID: text,
    S3_SECRET_ACCESS_KEY: text,
    /** `true` for services that address buckets by path (Ceph, MinIO): http://host/bucket/key. */
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    JWT_SECRET: text,
    PUBLIC_ORIGIN: url,
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    CHAT_SCRIPT_URL: url,
    MARKETING_SCRIPT_URL: url,
    ERROR_REPORT_URL: url,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    DEMO_BUSINESS_STATUS: z.enum(BusinessAccountStatus).optional(),
    TRUSTED_PROXIES: list,
    PARTNER_ORIGINS: list,
    CORS_ORIGINS: list.transform((origins) => origins.map((origin) => origin.replace(/\/$/, ''))),
    PUSH_URL: z.string().default('/push'),
    PSEUDO_LOCALE: switchedOn('1'),
    SERVER_TIMING: switchedOn('1'),
    SIGN_UPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).optional(),
    /** Test servers only: cheap password hashes (the suite makes hundreds of accounts). */
    TEST_FAST_PASSWORD_HASH: switchedOn('1'),
    STORAGE_QUOTA_BYTES: z.coerce.number().int().min(1).optional(),
    MAX_OPEN_UPLOADS: z.coerce.number().int().min(1).optional(),
    MAX_PENDING_EDITOR_UPLOADS: z.coerce.number().int().min(1).optional(),
    PHOTO_ZIP_BYTES_PER_DAY: z.coerce.number().int().min(1).optional(),
    CONTRACT_LOG: text,
    JOB_LEASE_MS: milliseconds(60_000),
    JOB_POLL_MS: milliseconds(2_000),
    JOB_CONCURRENCY: integer(2, 1, 64),
    CLEANUP_EVERY_MS: milliseconds(10 * 60_000),
    /** The scan for blobs without rows and rows without blobs (src/server/jobs/blob-orphans.ts). */
    BLOB_ORPHAN_SCAN_EVERY_MS: milliseconds(86_400_000),
    /** A blob younger than this is never an orphan: its row may still be on its way. */
    BLOB_ORPHAN_GRACE_MS: milliseconds(86_400_000),
    JOB_KEEP_FINISHED_MS: milliseconds(7 * 86_400_000),
    DOWNLOAD_TTL_MS: milliseconds(7 * 86_400_000),
    DOWNLOAD_URL_TTL_SECONDS: integer(15 * 60),
    UPLOAD_CONFIRM_TTL_MS: milliseconds(PENDING_UPLOAD_KEPT_DAYS * 86_400_000),
    INCOMPLETE_UPLOAD_TTL_MS: milliseconds(24 * 3_600_000),
    /** `SERVICE_URL_<SERVICE>`: a service's base URL (absolute, or a path on this origin). */
    serviceUrls: z.record(z.string().regex(/^[A-Z_]+$/), z.union([z.url(), z.string().startsWith('/')])),
  })
  .superRefine((values, context) => {
    if (!values.S3_BUCKET)
      for (const key of ['S3_ENDPOINT', 'S3_PUBLIC_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
        if (values[key]) context.addIssue({ code: 'custom', path: [key], message: 'needs S3_BUCKET' });
    if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY))
      context.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'and S3_ACCESS_KEY_ID are set together' });
    if (values.WEB_CONCURRENCY === 1) return;
    // Every process must sign and check sessions with the same key, and PGlite lives inside one process.
    if (!values.JWT_SECRET)
      context.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required when WEB_CONCURRENCY is above 1' });
    if (!values.DATABASE_URL)
      context.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: 'is required when WEB_CONCURRENCY is above 1' });
  });

export type Environment = z.output<typeof schema>;

/** A configuration the server cannot run with; the message is one line naming every bad variable. */
export class InvalidEnvironmentError extends Error {
  override name = 'InvalidEnvironmentError';
}

export function parseEnvironment(source: Record<string, string | undefined>): Environment {
  const values: Record<string, unknown> = {};
  const serviceUrls: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    if (value === undefined || value.trim() === '') continue;
    if (key.startsWith(SERVICE_URL_PREFIX)) serviceUrls[key.slice(SERVICE_URL_PREFIX.length)] = value;
    else values[key] = value;
  }
  const result = schema.safeParse({ ...values, serviceUrls });
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const [key, ...rest] = issue.path.map(String);
    const name = key === 'serviceUrls' ? `${SERVICE_URL_PREFIX}${rest[0]}` : key;
    return `${name}: ${issue.message}`;
  });
  throw new InvalidEnvironmentError(`Invalid configuration: ${problems.join('; ')}.`);
}

/** The environment of this process, validated once. */
export const env = parseEnvironment(process.env);
