import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';
import http from 'node:http';
import WebSocket from 'ws';
import { startServer, signUpCookies, accessToken, SERVER_START_TIMEOUT_MS } from '../support/server.mjs';
import { mailedLink, mailedLinks } from '../support/mail.mjs';

/** What two outside security tests found, checked against the built server (npm run build first). */
let server: Awaited<ReturnType<typeof startServer>>;
let token = '';

beforeAll(async () => {
  server = await startServer({ port: Number(process.env.SECURITY_PORT ?? 4625), env: { SEED_DEMO: 'false' } });
  token = accessToken(await signUpCookies(server, `security-${randomUUID().slice(0, 8)}@test.example`))!;
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => server?.stop());

const bearer = () => ({ authorization: `Bearer ${token}`, origin: server.origin });

describe('request size limits', () => {
  const twoMegabytes = JSON.stringify({ name: 'a'.repeat(2 * 1024 * 1024) });

  it('refuse a JSON body above 1 MB with 413', async () => {
    const res = await fetch(`${server.origin}/api/photo-management/albums`, {
      method: 'POST',
      headers: { ...bearer(), 'content-type': 'application/json' },
      body: twoMegabytes,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'The request body is too large' });
  });

  it('refuse a chunked body of no declared length once it passes 1 MB', async () => {
    const bytes = new TextEncoder().encode(twoMegabytes);
    const body = new ReadableStream({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 64 * 1024) controller.enqueue(bytes.subarray(i, i + 64 * 1024));
        controller.close();
      },
    });
    const res = await fetch(`${server.origin}/api/photo-management/albums`, {
      method: 'POST',
      headers: { ...bearer(), 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('refuse a sign-in form above 1 MB', async () => {
    const res = await fetch(`${server.origin}/login?_action=auth.signIn`, {
      method: 'POST',
      headers: { origin: server.origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'a@b.example', password: 'x'.repeat(2 * 1024 * 1024) }),
      redirect: 'manual',
    });
    expect(res.status).toBe(413);
  });

  /** A body sent in 64 kB chunks with no declared length, made only as the server reads it; `sent()` counts the bytes it took. */
  function chunked(bytes: Uint8Array) {
    let offset = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= bytes.length) return controller.close();
        controller.enqueue(bytes.subarray(offset, offset + 64 * 1024));
        offset += 64 * 1024;
      },
    });
    return { body, sent: () => Math.min(offset, bytes.length) };
  }
  const postChunked = (path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
    fetch(server.origin + path, {
      method: 'POST',
      headers: { origin: server.origin, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body,
      duplex: 'half',
      redirect: 'manual',
    } as RequestInit);

  /** A form that never ends ('password=xxx…'), made only as the server reads it; `sent()` counts the bytes it took. */
  function endlessForm() {
    const start = new TextEncoder().encode('email=a%40b.example&password=');
    const more = new Uint8Array(64 * 1024).fill(0x78);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = sent === 0 ? start : more;
        controller.enqueue(chunk);
        sent += chunk.byteLength;
      },
    });
    return { body, sent: () => sent };
  }
  /**
   * What a client can push into a connection whose server has stopped reading: the kernel's socket buffers on
   * both sides (on loopback up to tcp_rmem's 32 MB and tcp_wmem's 4 MB by default) and a few chunks in the
   * client. Well below the adapter's own limit (the upload limit, 60 MB), which a server that read on would reach.
   */
  const MAX_BUFFERED_BYTES = 48 * 1024 * 1024;

  it('refuse a chunked form to an action or a page with 413 as soon as it passes 1 MB, before either sees it', async () => {
    for (const path of [
      '/login?_action=auth.signIn',
      '/signup?_action=auth.signUp',
      '/settings/password?_action=account.changePassword',
      '/login',
    ]) {
      const { body, sent } = endlessForm();
      // The body never ends: a server that waited for its end would never answer.
      const res = await postChunked(path, body, { cookie: `access_token=${token}` });
      // Answered while the client could still only fill the connection's buffers: the server stopped at the limit.
      expect(sent(), path).toBeLessThan(MAX_BUFFERED_BYTES);
      expect(res.status, path).toBe(413);
      expect(await res.json(), path).toEqual({ message: 'The request body is too large' });
      // The action never ran: no result to show, no session.
      expect(res.headers.getSetCookie(), path).toEqual([]);
    }
  });

  /** Bytes the server process has read so far, from sockets and files (Linux). */
  const serverBytesRead = () => Number(/^rchar: (\d+)$/m.exec(fs.readFileSync(`/proc/${server.pid}/io`, 'utf8'))![1]);

  /** Sends a body declared `declared` bytes long as fast as the connection takes it; answers the status a second after the answer. */
  function postDeclared(path: string, declared: number): Promise<number> {
    return new Promise((resolve) => {
      const req = http.request(new URL(path, server.origin), {
        method: 'POST',
        headers: { ...bearer(), 'content-type': 'application/json', 'content-length': declared },
      });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const write = () => {
        while (sent < declared) {
          sent += chunk.byteLength;
          if (!req.write(chunk)) return void req.once('drain', write);
        }
      };
      req.on('response', (res) => {
        res.resume();
        setTimeout(() => {
          resolve(res.statusCode!);
          req.destroy();
        }, 1000);
      });
      // The server ends the connection after its answer: a write cut short is expected.
      req.on('error', () => undefined);
      write();
    });
  }

  it('refuse a body declared above 1 MB with 413 and read none of it (reading on would keep the server busy)', async () => {
    const before = serverBytesRead();
    expect(await postDeclared('/api/photo-management/albums', 500 * 1024 * 1024)).toBe(413);
    // What arrived with the headers, and no more: Node would read on to reuse the connection.
    expect(serverBytesRead() - before).toBeLessThan(1024 * 1024);
  });

  it('still take a small chunked form to an action and a small chunked JSON body to a service', async () => {
    const email = `chunked-${randomUUID().slice(0, 8)}@test.example`;
    await signUpCookies(server, email);
    const signIn = await postChunked(
      '/login?_action=auth.signIn',
      chunked(new TextEncoder().encode(new URLSearchParams({ email, password: 'a-long-password' }).toString())).body,
    );
    expect(signIn.status).toBe(303);
    expect(signIn.headers.getSetCookie().some((c) => /^access_token=[^;]+/.test(c))).toBe(true);

    const album = await postChunked(
      '/api/photo-management/albums',
      chunked(new TextEncoder().encode(JSON.stringify({ name: 'Sent in chunks' }))).body,
      {
        ...bearer(),
        'content-type': 'application/json',
      },
    );
    expect(album.status, await album.clone().text()).toBeLessThan(300);
    const albums = await fetch(`${server.origin}/api/photo-management/albums`, { headers: bearer() }).then((r) => r.json());
    expect(albums.albums.map((a: { albumName: string }) => a.albumName)).toContain('Sent in chunks');
  });

  it('leave uploads to tus and its own limit', async () => {
    const file = Buffer.alloc(2 * 1024 * 1024, 1);
    const headers = { ...bearer(), 'tus-resumable': '1.0.0' };
    const created = await fetch(`${server.origin}/api/upload/files`, {
      method: 'POST',
      headers: {
        ...headers,
        'upload-length': String(file.length),
        'upload-metadata': `filename ${Buffer.from('big.jpg').toString('base64')}`,
      },
    });
    expect(created.status).toBe(201);
    const patched = await fetch(new URL(created.headers.get('location')!, server.origin), {
      method: 'PATCH',
      headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: file,
    });
    // All bytes were taken; the file is then refused as no image (not as too large).
    expect(patched.status).toBe(415);
  });
});

describe('returnTo', () => {
  const hostile = [
    '/%09/evil.example/phish',
    '/%0a/evil.example',
    '/%0d%0aSet-Cookie:%20x=1',
    '//evil.example',
    '/%5Cevil.example',
    '/%E2%98%80',
    '/%C3%A9t%C3%A9',
    'https://evil.example',
    '/%00',
  ];

  it('sends a signed-in visitor of /login only to a path of this site, never a 500', async () => {
    const cookie = await signUpCookies(server, `return-${randomUUID().slice(0, 8)}@test.example`);
    for (const value of hostile) {
      const res = await fetch(`${server.origin}/login?returnTo=${value}`, { headers: { cookie }, redirect: 'manual' });
      expect(res.status, value).toBe(302);
      const location = res.headers.get('location')!;
      expect(location, value).toMatch(/^\/(?!\/)[\x21-\x7e]*$/);
      expect(new URL(location, 'https://shop.example').host, value).toBe('shop.example');
    }
  });

  it('sends a customer whose password was accepted only to a path of this site', async () => {
    const email = `return-${randomUUID().slice(0, 8)}@test.example`;
    await signUpCookies(server, email);
    for (const value of hostile) {
      const res = await fetch(`${server.origin}/login?_action=auth.signIn`, {
        method: 'POST',
        headers: { origin: server.origin },
        redirect: 'manual',
        body: new URLSearchParams({ email, password: 'a-long-password', returnTo: decodeURIComponent(value.replace('%00', '')) }),
      });
      expect(res.status, value).toBe(303);
      const location = res.headers.get('location')!;
      expect(location, value).toMatch(/^\/(?!\/)[\x21-\x7e]*$/);
    }
  });
});

describe('the signing key', () => {
  /** The key the server fell back to when JWT_SECRET was unset. */
  const formerSourceKey = new TextEncoder().encode('dev-only-secret-change-me-in-production-0123456789');

  it('is no key of the source: a token signed with the former fallback is refused', async () => {
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    const forged = await new SignJWT({ ...claims, issued_ms: Date.now() }).setProtectedHeader({ alg: 'HS256' }).sign(formerSourceKey);
    const res = await fetch(`${server.origin}/api/customer/customers/me`, { headers: { authorization: `Bearer ${forged}` } });
    expect(res.status).toBe(401);
    expect(fs.readFileSync(path.join(server.dataDir, 'signing-key'), 'utf8').length).toBeGreaterThanOrEqual(32);
  });

  it('must be set for several processes: WEB_CONCURRENCY=2 without JWT_SECRET refuses to start', async () => {
    const { JWT_SECRET: _unset, ...env } = process.env;
    const child = spawn(process.execPath, ['scripts/server.mjs'], {
      env: { ...env, WEB_CONCURRENCY: '2', PORT: '4626', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('JWT_SECRET');
  });
});

describe('control characters', () => {
  const address = {
    firstName: 'Ann',
    lastName: 'Lee',
    street: 'High Street',
    houseNumber: '1',
    postalCode: 'SW1A 1AA',
    city: 'London',
    country: 'GB',
    phone: '',
  };
  const send = (method: string, path: string, body?: unknown) =>
    fetch(`${server.origin}${path}`, {
      method,
      headers: { ...bearer(), 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it.each(['\u0000', '\u001b[31m', '\u0007', '\u007f', 'line\nbreak'])(
    'are refused with 400 in names, addresses, album names and order codes (%j)',
    async (bad) => {
      const answers = await Promise.all([
        send('PUT', '/api/customer/customers/me', { firstName: `Ann${bad}`, lastName: 'Lee', phone: '' }),
        send('POST', '/api/customer/customers/me/addresses', { ...address, street: `High${bad}Street` }),
        send('POST', '/api/photo-management/albums', { name: `Summer${bad}` }),
        send('GET', `/api/widget/v1/widget/all?orderCodes=${encodeURIComponent(`A1,${bad}B2`)}`),
      ]);
      for (const res of answers) {
        expect(res.status, res.url).toBe(400);
        expect(typeof (await res.json()).message).toBe('string');
      }
    },
  );

  it('leave line breaks in free text and ordinary text alone', async () => {
    expect((await send('PUT', '/api/customer/customers/me', { firstName: 'Zoë', lastName: "O'Brien-Łukasz", phone: '' })).status).toBe(200);
    expect((await send('POST', '/api/photo-management/albums', { name: 'Été 2024 ☀' })).status).toBe(200);
  });
});

/** A request with headers fetch() will not send as given (Host). */
function raw(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  const { port } = new URL(server.origin);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: 'localhost', port, method, path, headers }, (res) => {
      let text = '';
      res.on('data', (d) => {
        text += d;
      });
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('the Host header', () => {
  it("never makes the links of a mail: an unknown host gets the default channel's configured origin", async () => {
    const email = `host-${randomUUID().slice(0, 8)}@test.example`;
    const own = accessToken(await signUpCookies(server, email))!;
    const claims = JSON.parse(Buffer.from(own.split('.')[1], 'base64url').toString());
    const res = await raw(
      'POST',
      `/api/identity/v2/identities/${claims.idp_type}/${claims.idp_sub}/deleteaccount`,
      {
        host: 'evil.attacker.example',
        authorization: `Bearer ${own}`,
        'content-type': 'application/json',
      },
      '{}',
    );
    expect(res.status).toBe(202);
    const links = await mailedLinks(server.dataDir, email, '/delete-account-confirmation');
    for (const link of links) expect(link.origin).toBe(server.origin);
  });

  it('never sets the cookie domain, and mails the sign-up link to the configured origin', async () => {
    const email = `cookie-${randomUUID().slice(0, 8)}@test.example`;
    const attacker = {
      host: 'www.attacker.example',
      origin: 'http://www.attacker.example',
      'content-type': 'application/x-www-form-urlencoded',
    };
    const form = new URLSearchParams({ firstName: 'Hal', lastName: 'Host', email, password: 'a-long-password', accountType: 'consumer' });
    await raw('POST', '/signup?_action=auth.signUp', attacker, form.toString());
    const link = await mailedLink(server.dataDir, email, '/signup-confirmation');
    expect(link.origin).toBe(server.origin);
    const token = link.searchParams.get('confirmation-token')!;
    const res = await raw(
      'POST',
      '/signup-confirmation?_action=lifecycle.confirmSignUp',
      attacker,
      new URLSearchParams({ token }).toString(),
    );
    const cookies = [res.headers['set-cookie'] ?? []].flat();
    expect(cookies.some((c) => c.startsWith('access_token='))).toBe(true);
    for (const cookie of cookies) expect(cookie.toLowerCase()).not.toContain('domain=');
  });
});

describe('the push channel', () => {
  const open = (origin: string | undefined) =>
    new Promise<'open' | number>((resolve) => {
      const socket = new WebSocket(`${server.origin.replace('http', 'ws')}/push`, {
        headers: { ...(origin ? { origin } : {}), authorization: '' },
      });
      socket.on('open', () => {
        socket.close();
        resolve('open');
      });
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode!));
      socket.on('error', () => resolve(0));
    });

  it("opens only for pages of the channels' origins", async () => {
    expect(await open(server.origin)).toBe('open');
    expect(await open(server.origin.replace('localhost', 'nl.localhost'))).toBe('open');
    expect(await open(undefined)).toBe('open');
    expect(await open('https://evil.example')).toBe(403);
    expect(await open(server.origin.replace('localhost', 'other.localhost'))).toBe(403);
    expect(await open('null')).toBe(403);
  });
});

describe('uploads', () => {
  it('refuse a truncated JPEG with the same 415 as any other refused file', async () => {
    const sharp = (await import('sharp')).default;
    const pixels = Buffer.from(Array.from({ length: 300 * 200 * 3 }, (_, i) => (i * 7919) % 251));
    const whole = await sharp(pixels, { raw: { width: 300, height: 200, channels: 3 } })
      .jpeg()
      .toBuffer();
    const file = whole.subarray(0, Math.floor(whole.length / 2));
    const headers = { ...bearer(), 'tus-resumable': '1.0.0' };
    const created = await fetch(`${server.origin}/api/upload/files`, {
      method: 'POST',
      headers: {
        ...headers,
        'upload-length': String(file.length),
        'upload-metadata': `filename ${Buffer.from('cut.jpg').toString('base64')}`,
      },
    });
    const patched = await fetch(new URL(created.headers.get('location')!, server.origin), {
      method: 'PATCH',
      headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: file,
    });
    expect(patched.status).toBe(415);
    expect((await patched.json()).message).toBe('This photo could not be read; the file may be damaged.');
  });
});

describe('business-only fields', () => {
  it('are refused for a consumer', async () => {
    const res = await fetch(`${server.origin}/api/customer/customers/me`, {
      method: 'PUT',
      headers: { ...bearer(), 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Ann',
        lastName: 'Lee',
        phone: '',
        companyName: 'PixelPress Security',
        vatNumber: 'GB123456727',
        paymentMethod: 'send money to …',
      }),
    });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe('These fields are only for business customers: companyName, vatNumber, paymentMethod');
    const me = await (await fetch(`${server.origin}/api/customer/customers/me`, { headers: bearer() })).json();
    expect([me.companyName, me.vatNumber, me.paymentMethod]).toEqual([null, null, null]);
  });
});
