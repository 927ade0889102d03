import path from 'node:path';
import { SIGN_UPS_PER_ADDRESS_PER_HOUR } from '@/domain/constants';
import { env } from './env';
import { ZIP_BYTES_PER_DAY } from '@/domain/photos/zip-limits';
import { MAX_OPEN_UPLOADS, MAX_PENDING_EDITOR_UPLOADS, STORAGE_QUOTA_BYTES } from '@/domain/photos/upload-limits';

/** Server configuration, shaped from the validated environment (src/server/env.ts). */
export const serverConfig = {
  dataDir: path.resolve(env.DATA_DIR),
  databaseUrl: env.DATABASE_URL,
  /** Set: blobs live in this S3 bucket (src/server/storage/s3-store.ts); unset: under DATA_DIR/blobs. */
  s3: env.S3_BUCKET
    ? {
        bucket: env.S3_BUCKET,
        endpoint: env.S3_ENDPOINT,
        publicEndpoint: env.S3_PUBLIC_ENDPOINT,
        region: env.S3_REGION,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
      }
    : undefined,
  /** Unset: a random key is kept in the data folder (src/server/auth/signing-key.ts). */
  jwtSecret: env.JWT_SECRET,
  /** The default channel's origin; other channels add their host prefix (src/server/public-origin.ts). */
  publicOrigin: env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`,
  smtpUrl: env.SMTP_URL,
  chatScriptUrl: env.CHAT_SCRIPT_URL,
  marketingScriptUrl: env.MARKETING_SCRIPT_URL,
  errorReportUrl: env.ERROR_REPORT_URL,
  logLevel: env.LOG_LEVEL,
  seedDemo: env.SEED_DEMO,
  /** Addresses of the proxies in front of the server, whose X-Forwarded-For is believed. */
  trustedProxies: env.TRUSTED_PROXIES,
  /** Serves the generated pseudo-locale en-XA on `xa.` hosts (development and tests only). */
  pseudoLocale: env.PSEUDO_LOCALE,
  signUpsPerAddressPerHour: env.SIGN_UPS_PER_ADDRESS_PER_HOUR ?? SIGN_UPS_PER_ADDRESS_PER_HOUR,
  /** `Server-Timing` (wall clock and CPU of each answer) for benches; always on under `astro dev`. */
  serverTiming: env.SERVER_TIMING,
  /** Origins allowed to embed the area in a frame (embedded mode). */
  partnerOrigins: env.PARTNER_ORIGINS,
  /** Origins whose pages call the services of this instance from the browser. */
  corsOrigins: env.CORS_ORIGINS,
  /** Test servers only (TEST_FAST_PASSWORD_HASH=1): cheap password hashes, as the suite makes hundreds of accounts. Never in production. */
  fastPasswordHash: env.TEST_FAST_PASSWORD_HASH,
  /** Photo storage per account; tests lower it (STORAGE_QUOTA_BYTES, MAX_OPEN_UPLOADS) to reach it quickly. */
  storageQuotaBytes: env.STORAGE_QUOTA_BYTES ?? STORAGE_QUOTA_BYTES,
  maxOpenUploads: env.MAX_OPEN_UPLOADS ?? MAX_OPEN_UPLOADS,
  /** Bytes of photos an account may zip in 24 hours; tests lower it (PHOTO_ZIP_BYTES_PER_DAY). */
  zipBytesPerDay: env.PHOTO_ZIP_BYTES_PER_DAY ?? ZIP_BYTES_PER_DAY,
  maxPendingEditorUploads: env.MAX_PENDING_EDITOR_UPLOADS ?? MAX_PENDING_EDITOR_UPLOADS,
  /** The push channel's WebSocket URL as browsers open it (relative: on the page's origin). */
  pushUrl: env.PUSH_URL,
};
