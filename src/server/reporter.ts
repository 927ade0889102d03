import pino from 'pino';
import { serverConfig } from './config';

/** Structured JSON logs; errors also go to an HTTP sink when ERROR_REPORT_URL is set (spec §8). */
export const reporter = pino({
  level: serverConfig.logLevel,
  base: { service: 'photo-account' },
  redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token'],
});

async function sendToSink(entry: Record<string, unknown>): Promise<void> {
  if (!serverConfig.errorReportUrl) return;
  await fetch(serverConfig.errorReportUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(entry),
    signal: AbortSignal.timeout(2000),
  }).catch(() => {});
}

function describe(error: unknown): Record<string, unknown> {
  return error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : { value: String(error) };
}

/** A server error: logged and sent to the sink. */
export function reportError(error: unknown, context: Record<string, unknown> = {}): void {
  reporter.error({ ...context, err: error }, 'server error');
  void sendToSink({ kind: 'server-error', ...context, error: describe(error), at: new Date().toISOString() });
}

/** A failed action: any action type ending in _FAILED (spec §8). */
export function reportFailedAction(type: string, context: Record<string, unknown> = {}): void {
  if (!type.endsWith('_FAILED')) return;
  reporter.warn({ ...context, action: type }, 'action failed');
  void sendToSink({ kind: 'action-failed', action: type, ...context, at: new Date().toISOString() });
}
