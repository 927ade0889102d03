/** An error with an HTTP status, a message meant for the caller and, where a UI translates it, a stable code. */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly details?: unknown,
    public readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details?: unknown) => new HttpError(400, message, details);
export const forbidden = (message = 'You do not have access to this resource') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message = 'Too many requests, please try again later') => new HttpError(429, message);

/** How long a caller is asked to wait while the database is out of reach (Retry-After). */
export const RETRY_AFTER_SECONDS = 5;

// Connection refused or lost, the server shutting down or starting, the database dropped or renamed (3D000).
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '3D000',
  '08006',
  '08001',
  '08003',
]);

/** True for errors that mean the database is out of reach for now (answered 503, not 500). */
export function isUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: string }).code;
    if (code && UNAVAILABLE_CODES.has(code)) return true;
    if (/Connection terminated|connect ECONNREFUSED|Client has encountered a connection error/.test(String((current as Error).message)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
