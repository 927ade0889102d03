import { Readable } from 'node:stream';
import { readBlob } from '../../storage';

/** A stored file as an HTTP answer, streamed from blob storage (no body for HEAD). */
export function streamFile(key: string, size: number, headers: Record<string, string>, method: string): Response {
  const body = method === 'HEAD' ? null : (Readable.toWeb(readBlob(key)) as unknown as ReadableStream<Uint8Array>);
  return new Response(body, { headers: { ...headers, 'content-length': String(size), 'cache-control': 'private, no-store' } });
}
