// Serves the build's client files (dist/client) from memory. The file list is read once at start, so a
// page request is never preceded by a file-system lookup; bytes are read, and compressed (brotli or gzip,
// whichever the browser accepts) once on first request, then kept (the build never changes while serving).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.txt', '.html', '.webmanifest']);

function listFiles(dir, base = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const url = `${base}/${entry.name}`;
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), url) : [url];
  });
}

export function staticFiles(clientDir) {
  const files = new Map(listFiles(clientDir).map((url) => [url, null]));

  const load = (url) => {
    let file = files.get(url);
    if (!file) {
      const bytes = fs.readFileSync(path.join(clientDir, url));
      const ext = path.extname(url);
      file = {
        bytes,
        type: TYPES[ext] ?? 'application/octet-stream',
        compressible: COMPRESSIBLE.has(ext),
        etag: `"${crypto.createHash('sha1').update(bytes).digest('base64url').slice(0, 20)}"`,
        // Hashed build assets never change under their name.
        cacheControl: url.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        encoded: new Map(),
      };
      files.set(url, file);
    }
    return file;
  };

  const encode = (file, encoding) => {
    if (!file.encoded.has(encoding)) {
      file.encoded.set(
        encoding,
        encoding === 'br'
          ? zlib.brotliCompressSync(file.bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
          : zlib.gzipSync(file.bytes, { level: 9 }),
      );
    }
    return file.encoded.get(encoding);
  };

  /** Answers the request and returns true when it names a client file; false leaves it to the pages. */
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    let pathname = (req.url ?? '').split(/[?#]/)[0];
    try {
      pathname = decodeURIComponent(pathname);
    } catch {
      return false;
    }
    if (!files.has(pathname)) return false;
    const file = load(pathname);
    const headers = { 'content-type': file.type, etag: file.etag, 'cache-control': file.cacheControl, 'x-content-type-options': 'nosniff' };
    let body = file.bytes;
    if (file.compressible) {
      const accepted = String(req.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
      headers.vary = 'accept-encoding';
      if (encoding) {
        body = encode(file, encoding);
        headers['content-encoding'] = encoding;
      }
    }
    if (req.headers['if-none-match'] === file.etag) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    headers['content-length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
