import { describe, it, expect, vi, afterEach } from 'vitest';
import { z } from 'zod';
import { serviceClient, SESSION_REFRESH_PATH } from '@/client/http';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('browser service calls after the session expired', () => {
  it('refresh the session once for many parallel calls, then retry each', async () => {
    let signedIn = false;
    const calls: string[] = [];
    vi.stubGlobal('window', {});
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://shop.test').pathname;
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      if (path === '/config.json') return Response.json({ services: {} });
      if (path === SESSION_REFRESH_PATH) {
        await new Promise((r) => setTimeout(r, 20));
        signedIn = true;
        return new Response(null, { status: 204 });
      }
      return signedIn ? Response.json({ month: path }) : Response.json({ message: 'Sign-in required' }, { status: 401 });
    });
    const client = serviceClient('photo-management');
    const months = await Promise.all(
      ['1', '2', '3', '4', '5'].map((m) => client.request(`/photos/timeline/2024/${m}`, z.object({ month: z.string() }))),
    );
    expect(months.map((m) => m.month)).toEqual(['1', '2', '3', '4', '5'].map((m) => `/api/photo-management/photos/timeline/2024/${m}`));
    expect(calls.filter((c) => c === `POST ${SESSION_REFRESH_PATH}`)).toHaveLength(1);
  });

  it('give up with the 401 when the refresh does not sign in again', async () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('fetch', async (input: string) => {
      const path = new URL(input, 'http://shop.test').pathname;
      if (path === '/config.json') return Response.json({ services: {} });
      return Response.json({ message: 'Sign-in required' }, { status: 401 });
    });
    await expect(serviceClient('photo-management').send('/users')).rejects.toMatchObject({ status: 401 });
  });
});
