import { describe, it, expect } from 'vitest';
import { allRoutes } from '@/server/http/mounted-routes';
import type { HttpOptions } from '@/client/http';
import { accountClient } from '@/client/account';
import { customerClient } from '@/client/customer';
import { galleryClient } from '@/client/gallery';
import { photoZipsClient } from '@/client/photo-zips';

/**
 * The server-side clients of the account flows call routes that exist: every call each method makes is
 * matched against the route tables (service, method and path), so a renamed or removed route fails here.
 */
const SERVICES = ['identity', 'email-gateway', 'customer', 'gallery', 'downloads'];

function recorder() {
  const calls: { service: string; method: string; path: string }[] = [];
  const options: HttpOptions = {
    services: Object.fromEntries(SERVICES.map((s) => [s, `http://services.invalid/api/${s}`])),
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : input);
      const [, , service, ...rest] = url.pathname.split('/');
      calls.push({ service, method: init?.method ?? 'GET', path: `/${rest.join('/')}` });
      return new Response('{"message":"recorded"}', { status: 418, headers: { 'content-type': 'application/json' } });
    },
  };
  return { calls, options };
}

const routePattern = (path: string) =>
  new RegExp(`^${`/${path.replace(/^\//, '')}`.replace(/:\w+/g, '[^/]+').replace(/[.]/g, '\\.')}$`, 'i');
const routed = (call: { service: string; method: string; path: string }) =>
  allRoutes.some((r) => r.service === call.service && r.method === call.method && routePattern(r.path).test(call.path));

const TOKEN = 'A'.repeat(43);
const who = { idpType: 'pixelpress', idpSub: '00000000-0000-4000-8000-000000000000' };

describe('server-side clients', () => {
  it('call only routes of the route tables', async () => {
    const { calls, options } = recorder();
    const account = accountClient(options);
    const customer = customerClient(options);
    const gallery = galleryClient(options);
    const zips = photoZipsClient(options);
    const text = { title: 't', description: '', categories: [] };
    const attempts: Promise<unknown>[] = [
      account.peek('email-change', TOKEN),
      account.requestEmailChange(who, { email: 'a@test.example', password: 'x' }),
      account.confirmEmailChange(TOKEN),
      account.requestDeletion(who, 'pixelpress-uk'),
      account.confirmDeletion(TOKEN),
      account.requestPasswordReset('a@test.example', 'pixelpress-uk'),
      account.resetPassword(TOKEN, 'a-new-password'),
      account.changePassword(who, { current: 'x', password: 'a-new-password' }),
      account.signOutEverywhere(who),
      account.signUp({ firstName: 'A', lastName: 'B', email: 'a@test.example', password: 'a-new-password' }),
      account.confirmSignUp(TOKEN),
      account.confirmSubscription('a@test.example', TOKEN),
      customer.newsletter('pixelpress-uk'),
      customer.subscribeNewsletter('pixelpress-uk'),
      customer.unsubscribeNewsletter('pixelpress-uk'),
      gallery.create('PP-1', 'pixelpress-uk', text),
      gallery.update('e1', 'pixelpress-uk', text),
      gallery.remove('e1', 'pixelpress-uk'),
      zips.list(),
      zips.url('z1'),
    ];
    const outcomes = await Promise.allSettled(attempts);
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    expect(calls).toHaveLength(attempts.length);
    expect(calls.filter((call) => !routed(call))).toEqual([]);
  });
});
