import path from 'node:path';
import { SIGN_UPS_PER_ADDRESS_PER_HOUR } from '@/domain/constants';

/** Server configuration from the environment, read once. */
export const serverConfig = {
  dataDir: path.resolve(process.env.DATA_DIR ?? './data'),
  databaseUrl: process.env.DATABASE_URL || undefined,
  /** Unset: a random key is kept in the data folder (src/server/auth/signing-key.ts). */
  jwtSecret: process.env.JWT_SECRET || undefined,
  /** The default channel's origin; other channels add their host prefix (src/server/public-origin.ts). */
  publicOrigin: process.env.PUBLIC_ORIGIN || `http://localhost:${process.env.PORT ?? 4321}`,
  smtpUrl: process.env.SMTP_URL || undefined,
  chatScriptUrl: process.env.CHAT_SCRIPT_URL || undefined,
  marketingScriptUrl: process.env.MARKETING_SCRIPT_URL || undefined,
  errorReportUrl: process.env.ERROR_REPORT_URL || undefined,
  logLevel: process.env.LOG_LEVEL ?? 'info',
  seedDemo: process.env.SEED_DEMO !== 'false',
  /** Addresses of the proxies in front of the server, whose X-Forwarded-For is believed (comma-separated). */
  trustedProxies: (process.env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  /** Serves the generated pseudo-locale en-XA on `xa.` hosts (development and tests only). */
  pseudoLocale: process.env.PSEUDO_LOCALE === '1',
  signUpsPerAddressPerHour: Number(process.env.SIGN_UPS_PER_ADDRESS_PER_HOUR) || SIGN_UPS_PER_ADDRESS_PER_HOUR,
  /** Comma-separated origins allowed to embed the area in a frame (embedded mode). */
  /** `Server-Timing` (wall clock and CPU of each answer) for benches (SERVER_TIMING=1); always on under `astro dev`. */
  serverTiming: process.env.SERVER_TIMING === '1',
  partnerOrigins: (process.env.PARTNER_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  /** Comma-separated origins whose pages call the services of this instance from the browser. */
  corsOrigins: (process.env.CORS_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/$/, ''))
    .filter(Boolean),
  /** The push channel's WebSocket URL as browsers open it (relative: on the page's origin). */
  pushUrl: process.env.PUSH_URL || '/push',
};
