import path from 'node:path';

/** Server configuration from the environment, read once. */
export const serverConfig = {
  dataDir: path.resolve(process.env.DATA_DIR ?? './data'),
  databaseUrl: process.env.DATABASE_URL || undefined,
  jwtSecret: process.env.JWT_SECRET ?? 'dev-only-secret-change-me-in-production-0123456789',
  smtpUrl: process.env.SMTP_URL || undefined,
  chatScriptUrl: process.env.CHAT_SCRIPT_URL || undefined,
  marketingScriptUrl: process.env.MARKETING_SCRIPT_URL || undefined,
  errorReportUrl: process.env.ERROR_REPORT_URL || undefined,
  logLevel: process.env.LOG_LEVEL ?? 'info',
  seedDemo: process.env.SEED_DEMO !== 'false',
  /** Comma-separated origins allowed to embed the area in a frame (embedded mode). */
  /** `Server-Timing` (wall clock and CPU of each answer) for benches (SERVER_TIMING=1); always on under `astro dev`. */
  serverTiming: process.env.SERVER_TIMING === '1',
  partnerOrigins: (process.env.PARTNER_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
};
