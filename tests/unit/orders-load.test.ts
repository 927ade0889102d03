import { describe, it, expect, vi } from 'vitest';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { HttpStatusError } from '@/client/http';
import { translator } from '@/i18n/translator.server';
import { DEFAULT_CHANNEL } from '@/domain/channels';
import { resolveFlags } from '@/domain/flags';

const order = vi.fn();
vi.mock('@/client/in-process.server', () => ({ apiFor: () => ({ shop: { order: (...args: unknown[]) => order(...args) } }) }));
vi.mock('@/server/reporter', () => ({ reportError: vi.fn() }));
vi.mock('@/server/public-config', () => ({ publicConfigFor: async () => ({}) }));

const { default: OrderPage } = await import('@/pages/orders/[orderCode]/index.astro');
const { reportError } = await import('@/server/reporter');

describe('loading an order', () => {
  it('a failing order service shows the load error of spec §8, reported, not a 500', async () => {
    order.mockRejectedValue(new HttpStatusError(500, 'An unexpected error has occurred'));
    const container = await AstroContainer.create();
    const response = await container.renderToResponse(OrderPage, {
      params: { orderCode: 'PP-10005' },
      locals: {
        ctx: {
          requestId: 'r1',
          host: 'localhost',
          channel: DEFAULT_CHANNEL,
          locale: 'en-GB',
          t: translator('en-GB'),
          flags: resolveFlags('', {}, {}),
          consent: {},
          viewer: { accountId: 'a1', email: 'a@test.example', business: false },
        } as never,
      },
      request: new Request('http://localhost/orders/PP-10005'),
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-testid="order-load-error"');
    expect(html).toContain('An error occurred loading this order, please contact us to report this issue.');
    expect(html).toContain('href="/orders/PP-10005"');
    expect(reportError).toHaveBeenCalledOnce();
  });
});
