/** Pages and JSON worth compressing; below this size gzip saves too little to pay for itself. */
const COMPRESSIBLE = /^(text\/html|application\/json)/;
const MIN_BYTES = 1024;

/** The response gzip-compressed as it streams, when the client accepts gzip and the body is worth it. */
export function compressed(request: Request, response: Response): Response {
  if (!response.body || response.headers.has('content-encoding')) return response;
  if (!COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) return response;
  if (!/\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')) return response;
  const length = response.headers.get('content-length');
  if (length !== null && Number(length) < MIN_BYTES) return response;
  const headers = new Headers(response.headers);
  headers.set('content-encoding', 'gzip');
  headers.delete('content-length');
  headers.append('vary', 'accept-encoding');
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), { status: response.status, statusText: response.statusText, headers });
}
