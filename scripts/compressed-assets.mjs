// Serves the build's hashed scripts and styles (/_astro/*.js|css) compressed: brotli or gzip, whichever
// the browser accepts, made once on first request and kept in memory (the files never change). The
// node adapter sends them uncompressed, which costs a phone on a slow network about four times the bytes.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

export function compressedAssets(clientDir) {
  const cache = new Map();
  const compress = (file, encoding) => {
    const key = `${encoding}:${file}`;
    if (!cache.has(key)) {
      const bytes = fs.readFileSync(file);
      cache.set(key, encoding === 'br'
        ? zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
        : zlib.gzipSync(bytes, { level: 9 }));
    }
    return cache.get(key);
  };

  /** Answers the request and returns true when it is for a compressible asset the browser takes compressed. */
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const pathname = (req.url ?? '').split('?')[0];
    const type = TYPES[path.extname(pathname)];
    if (!type || !pathname.startsWith('/_astro/') || pathname.includes('..')) return false;
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    const file = path.join(clientDir, pathname);
    if (!encoding || !fs.existsSync(file)) return false;
    const body = compress(file, encoding);
    res.writeHead(200, {
      'content-type': type,
      'content-encoding': encoding,
      'content-length': body.length,
      vary: 'accept-encoding',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
