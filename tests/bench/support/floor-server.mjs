// The floors tests/bench/ssr.mjs divides the pages' CPU by: the least a Node server could spend on the same
// answers, measured in the same run on the same machine. A bare node:http server, no framework:
//   GET /overview  runs FLOOR_STATEMENTS (the overview's statements, prepared, on a pg pool) and answers the
//                  overview's own HTML (13 KB) with their rows added, gzipped per request (level 6, as the server);
//   GET /static    answers 20 KB of an account page's HTML, gzipped per request.
// Started by ssr.mjs with PORT, DATABASE_URL, FLOOR_STATEMENTS (JSON: [{ name, text, values }]) and FLOOR_PAGES (a
// JSON file: { overview, static }, the HTML the server answered): real markup compresses as a page does, where
// repeated made-up rows took gzip a fifth of the time.
import fs from 'node:fs';
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import pg from 'pg';

const statements = JSON.parse(process.env.FLOOR_STATEMENTS ?? '[]');
const pages = JSON.parse(fs.readFileSync(process.env.FLOOR_PAGES ?? '', 'utf8'));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, application_name: 'bench-floor' });

const escape = (text) => String(text).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const end = pages.overview.lastIndexOf('</body>');
const [overviewHead, overviewTail] = [pages.overview.slice(0, end), pages.overview.slice(end)];

async function overview() {
  const results = await Promise.all(statements.map(({ name, text, values }) => pool.query({ name, text, values })));
  const rows = results.flatMap((r) => r.rows.map((row) => `<p hidden>${escape(JSON.stringify(row).length)}</p>`)).join('');
  return overviewHead + rows + overviewTail;
}

http
  .createServer(async (request, response) => {
    try {
      const html = request.url === '/overview' ? await overview() : request.url === '/static' ? pages.static : null;
      if (html === null) {
        response.writeHead(404).end();
        return;
      }
      const body = gzipSync(html, { level: 6 });
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', 'content-length': body.length });
      response.end(body);
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  })
  .listen(Number(process.env.PORT), () => console.log('floor ready'));
