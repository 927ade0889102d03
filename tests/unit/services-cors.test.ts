import { describe, it, expect, beforeAll } from 'vitest';

const PAGES = 'https://account.shop.example';
let cors: typeof import('@/server/http/cors');
let crossSiteRefusal: typeof import('@/server/http/origin-check').crossSiteRefusal;

beforeAll(async () => {
  process.env.CORS_ORIGINS = `${PAGES}, https://other.shop.example/`;
  cors = await import('@/server/http/cors');
  ({ crossSiteRefusal } = await import('@/server/http/origin-check'));
});

const services = 'https://services.shop.example';
const request = (method: string, path: string, headers: Record<string, string>) => new Request(`${services}${path}`, { method, headers });

describe('CORS for the services', () => {
  it('answers a preflight of a configured origin with credentials and the tus headers', () => {
    const answer = cors.preflight(request('OPTIONS', '/api/upload/files', { origin: PAGES, 'access-control-request-method': 'POST' }))!;
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(PAGES);
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    expect(answer.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(answer.headers.get('access-control-allow-headers')).toMatch(/Upload-Offset.*Upload-Metadata/);
  });

  it('gives another origin nothing, and leaves plain OPTIONS requests alone', () => {
    const answer = cors.preflight(
      request('OPTIONS', '/api/upload/files', { origin: 'https://evil.example', 'access-control-request-method': 'POST' }),
    )!;
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(cors.preflight(request('OPTIONS', '/api/upload/files', { origin: PAGES }))).toBeNull();
  });

  it('replaces the CORS headers of an answer (tus sets its own) by those of the configured origin', () => {
    const tus = new Response(null, {
      status: 201,
      headers: { location: `${services}/api/upload/files/x`, 'access-control-allow-origin': '*' },
    });
    const mine = cors.withCors(request('POST', '/api/upload/files', { origin: 'https://other.shop.example' }), tus);
    expect(mine.status).toBe(201);
    expect(mine.headers.get('access-control-allow-origin')).toBe('https://other.shop.example');
    expect(mine.headers.get('access-control-expose-headers')).toMatch(/Location.*Upload-Offset.*Tus-Resumable/);
    expect(mine.headers.get('vary')).toContain('Origin');
    const theirs = cors.withCors(
      request('POST', '/api/upload/files', { origin: 'https://evil.example' }),
      new Response(null, { headers: { 'access-control-allow-origin': '*' } }),
    );
    expect(theirs.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the cross-site write check', () => {
  const url = (path: string) => new URL(`${services}${path}`);
  it('refuses form-like and header-less writes from other origins, as Astro does', () => {
    expect(
      crossSiteRefusal(
        request('POST', '/settings', { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' }),
        url('/settings'),
      )?.status,
    ).toBe(403);
    expect(
      crossSiteRefusal(request('POST', '/api/upload/files', { origin: 'https://evil.example' }), url('/api/upload/files'))?.status,
    ).toBe(403);
    expect(
      crossSiteRefusal(
        request('POST', '/api/upload/confirm', { origin: 'https://evil.example', 'content-type': 'application/json' }),
        url('/api/upload/confirm'),
      ),
    ).toBeNull();
  });
  it('lets the configured origins write to the services, not to the pages', () => {
    expect(crossSiteRefusal(request('POST', '/api/upload/files', { origin: PAGES }), url('/api/upload/files'))).toBeNull();
    expect(
      crossSiteRefusal(request('POST', '/settings', { origin: PAGES, 'content-type': 'multipart/form-data' }), url('/settings'))?.status,
    ).toBe(403);
    expect(crossSiteRefusal(request('GET', '/api/x', { origin: 'https://evil.example' }), url('/api/x'))).toBeNull();
    expect(crossSiteRefusal(request('DELETE', '/api/upload/files/x', { origin: services }), url('/api/upload/files/x'))).toBeNull();
  });
});
