import { test, expect } from '@playwright/test';
import { DEMO, apiToken } from '../support/accounts';
import { bearer } from './shop-support';

/** The shop's reference services as a client of §7 sees them (read-only on demo data). */
test.describe('shop services', () => {
  let consumer: Record<string, string>;
  test.beforeAll(async ({ request }) => {
    consumer = bearer(await apiToken(request, DEMO.consumer));
  });

  test('Merchandise GraphQL lists channels and a channel’s articles with extras and options in a language', async ({ request }) => {
    const channels = await request.post('/api/merchandise/graphql', {
      headers: consumer,
      data: { query: '{ channels { ID ShopUrl Locale Currency { ID } Vendor { ID } } }' },
    });
    expect(channels.status()).toBe(200);
    const list = (await channels.json()).data.channels;
    expect(list).toContainEqual({
      ID: 'fotoflux-nl',
      ShopUrl: 'https://www.fotoflux.example',
      Locale: 'nl-NL',
      Currency: { ID: 'EUR' },
      Vendor: { ID: 2 },
    });
    expect(list).toHaveLength(11);

    const articles = await request.post('/api/merchandise/graphql', {
      headers: consumer,
      data: {
        query:
          'query Articles($id: String!) { channel(id: $id) { Articles { ID ArticleType Title Visible Links { Rel Href } Extras { Type Options { ID Title } } } } }',
        variables: { id: 'fotoflux-nl' },
      },
    });
    const book = (await articles.json()).data.channel.Articles.find((a: { ID: string }) => a.ID === 'PB-A4-LANDSCAPE');
    expect(book.Title).toBe('Fotoboek A4 liggend');
    expect(book.ArticleType).toBe('PhotoBook');
    expect(book.Extras.find((e: { Type: string }) => e.Type === 'coverType').Options).toEqual([
      { ID: 'hard', Title: 'Harde kaft' },
      { ID: 'soft', Title: 'Zachte kaft' },
    ]);

    const broken = await request.post('/api/merchandise/graphql', { headers: consumer, data: { query: '{ channels { Nope } }' } });
    expect(broken.status()).toBe(400);
    expect((await broken.json()).errors[0].message).toContain('Nope');
  });

  test('superorders load in batches with Offset and Limit; notExpired leaves old orders out', async ({ request }) => {
    const first = await (
      await request.get('/api/order/v2/superorders/me?Offset=0&Limit=5&OrderState=notExpired', { headers: consumer })
    ).json();
    expect(first.total).toBe(13);
    expect(first.items).toHaveLength(5);
    const rest = await (
      await request.get('/api/order/v2/superorders/me?Offset=5&Limit=100&OrderState=notExpired', { headers: consumer })
    ).json();
    expect(rest.items).toHaveLength(8);
    expect(new Set([...first.items, ...rest.items].map((o: { code: string }) => o.code)).size).toBe(13);
    const all = await (await request.get('/api/order/v2/superorders/me', { headers: consumer })).json();
    expect(all.total).toBe(14);
    const tooMany = await request.get('/api/order/v2/superorders/me?Limit=101', { headers: consumer });
    expect(tooMany.status()).toBe(400);
  });

  test('orders by account filter on article names with offset = (page - 1) × pageSize', async ({ request }) => {
    const me = await (await request.get('/api/customer/customers/me', { headers: consumer })).json();
    const page2 = await (
      await request.get(`/api/order/orders/byAccount/${me.accountId}?articleNames=PB-A4-LANDSCAPE&offset=3&limit=3`, { headers: consumer })
    ).json();
    expect(page2.total).toBe(4);
    expect(page2.items).toHaveLength(1);
    expect(page2.items[0].articleNames).toContain('PB-A4-LANDSCAPE');
    const order = await (await request.get('/api/order/v1/Orders/PP-10006', { headers: consumer })).json();
    expect(order.lines.map((l: { articleId: string }) => l.articleId)).toEqual(['PB-A4-LANDSCAPE', 'PRINTS-10x15']);
  });

  test('vouchers: 404 when unknown, A/B offers carry control or A', async ({ request }) => {
    expect((await request.get('/api/voucher/api/v1/campaigns/offers/GONE10', { headers: consumer })).status()).toBe(404);
    const a = await (await request.get('/api/voucher/api/v1/campaigns/offers/ABTEST-A', { headers: consumer })).json();
    expect(a.abTest).toEqual({ experience: 'A' });
    const control = await (await request.get('/api/voucher/api/v1/campaigns/offers/ABTEST-C', { headers: consumer })).json();
    expect(control.abTest).toEqual({ experience: 'control' });
  });

  test('delivery dates answer 404 when there are none; cut-off lists article groups and campaigns', async ({ request }) => {
    expect((await request.get('/api/delivery/OrderDeliveryDates/PP-10002', { headers: consumer })).status()).toBe(404);
    const dates = await (await request.get('/api/delivery/OrderDeliveryDates/PP-10005', { headers: consumer })).json();
    expect(dates.orderId).toBe('PP-10005');
    expect(dates.earliest <= dates.latest).toBe(true);
    const groups = await (await request.get('/api/cut-off/v1/ArticleGroup', { headers: consumer })).json();
    expect(groups.articleGroups.map((g: { id: string }) => g.id)).toEqual(['photobooks', 'wall-decor', 'prints']);
    const christmas = await (await request.get('/api/cut-off/v1/Campaign/christmas', { headers: consumer })).json();
    expect(christmas.deliveredBefore).toMatch(/-12-24$/);
    expect((await request.get('/api/cut-off/v1/Campaign/easter-island', { headers: consumer })).status()).toBe(404);
  });

  test('widgets: only photo books become online products, once; gallery categories are listed', async ({ request }) => {
    const notABook = await request.post('/api/widget/v1/widget/PP-10007-1', { headers: consumer, data: {} });
    expect(notABook.status()).toBe(422);
    const twice = await request.post('/api/widget/v1/widget/PP-10009-1', { headers: consumer, data: {} });
    expect(twice.status()).toBe(409);
    const some = await (await request.get('/api/widget/v1/widget/all?orderCodes=PP-10011-1', { headers: consumer })).json();
    expect(some.widgets.map((w: { productCode: string }) => w.productCode)).toEqual(['PP-10011-1']);
    const categories = await (await request.get('/api/gallery/v1/categories', { headers: consumer })).json();
    expect(categories.categories.map((c: { name: string }) => c.name)).toContain('wedding');
    const json = { ...consumer, 'content-type': 'application/json' };
    const badShare = await request.put(
      '/api/widget/v1/widget/PP-10009-1/share?vendorId=1&fromName=%25%25%25&toEmailAddress=x@test.example',
      { headers: json },
    );
    expect(badShare.status()).toBe(400);
    expect((await badShare.json()).message).toContain('fromName must be base64');
    const wrongVendor = await request.put(
      `/api/widget/v1/widget/PP-10009-1/share?vendorId=2&fromName=${btoa('Ann')}&toEmailAddress=x@test.example`,
      { headers: json },
    );
    expect(wrongVendor.status()).toBe(422);
    // One address receives at most three share mails a day, whoever sends them.
    const recipient = `share-${Date.now()}@test.example`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (
          await request.put(`/api/widget/v1/widget/PP-10009-1/share?vendorId=1&fromName=${btoa('Ann')}&toEmailAddress=${recipient}`, {
            headers: json,
          })
        ).status(),
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
