import { beforeEach, describe, expect, it, vi } from 'vitest';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { getContainerRenderer } from '@astrojs/react';
import { HttpStatusError } from '@/client/http';
import { translator } from '@/i18n/translator.server';
import { DEFAULT_CHANNEL } from '@/domain/channels';
import { resolveFlags } from '@/domain/flags';

/** The services as the photo pages call them: the customer service (order prints' preference) or Recently deleted fail. */
const services = vi.hoisted(() => ({ me: vi.fn(), trash: vi.fn() }));
vi.mock('@/client/in-process.server', () => ({
  apiFor: () => ({
    customer: { me: () => services.me() },
    photoImport: { status: async () => ({ status: 'ACTIVE' }) },
    upload: { pending: async () => ({ count: 0, until: null, keptUntil: null }) },
    photos: {
      counts: async () => ({ photosCount: 0, albumsCount: 0 }),
      timeline: async () => ({ timeline: {} }),
      albums: async () => ({ albums: [], cursor: null }),
      sharedAlbums: async () => ({ albums: [], cursor: null }),
      trash: () => services.trash(),
    },
  }),
}));
vi.mock('@/server/reporter', () => ({ reportError: vi.fn() }));
vi.mock('@/server/public-config', () => ({ publicConfigFor: async () => ({}) }));

const { default: PhotosRoute } = await import('@/pages/my-photos/photos/index.astro');
const { default: AlbumsRoute } = await import('@/pages/my-photos/albums/index.astro');
const { default: TrashRoute } = await import('@/pages/my-photos/recently-deleted.astro');
const { reportError } = await import('@/server/reporter');

const t = translator('en-GB');

async function render(page: Parameters<AstroContainer['renderToResponse']>[0], path: string): Promise<{ status: number; html: string }> {
  const container = await AstroContainer.create({
    renderers: await loadRenderers([getContainerRenderer()]),
    // The photo pages' own directive (astro.config.mjs): what it runs in the browser does not matter here.
    manifest: {
      clientDirectives: new Map([
        ['load', 'void 0'],
        ['afterload', 'void 0'],
      ]),
    } as never,
  });
  const response = await container.renderToResponse(page, {
    locals: {
      ctx: {
        requestId: 'r1',
        host: 'localhost',
        channel: DEFAULT_CHANNEL,
        locale: 'en-GB',
        t,
        flags: resolveFlags('', {}, {}),
        consent: {},
        viewer: { accountId: 'a1', email: 'a@test.example', business: false },
      } as never,
    },
    request: new Request(`http://localhost${path}`),
  });
  return { status: response.status, html: await response.text() };
}

beforeEach(() => {
  vi.mocked(reportError).mockClear();
  services.me.mockResolvedValue({ hideOrderPrints: false });
  services.trash.mockResolvedValue({ images: [], cursor: null, count: 0 });
});

describe('the photo pages load by the one convention', () => {
  it("a failing customer service (order prints' preference) shows the photos page's load error, reported, not a 500", async () => {
    services.me.mockRejectedValue(new HttpStatusError(500, 'An unexpected error has occurred'));
    const { status, html } = await render(PhotosRoute, '/my-photos/photos');
    expect(status).toBe(200);
    expect(html).toContain(t('photos.errors.load'));
    expect(reportError).toHaveBeenCalledOnce();
    expect(vi.mocked(reportError).mock.calls[0][1]).toMatchObject({ requestId: 'r1', page: 'photos' });
  });

  it('the albums page too', async () => {
    services.me.mockRejectedValue(new HttpStatusError(500, 'An unexpected error has occurred'));
    const { status, html } = await render(AlbumsRoute, '/my-photos/albums');
    expect(status).toBe(200);
    expect(html).toContain(t('photos.errors.albums'));
    expect(vi.mocked(reportError).mock.calls[0][1]).toMatchObject({ page: 'albums' });
  });

  it('Recently deleted reports the failure it shows', async () => {
    services.trash.mockRejectedValue(new HttpStatusError(503, 'Service unavailable'));
    const { status, html } = await render(TrashRoute, '/my-photos/recently-deleted');
    expect(status).toBe(200);
    expect(html).toContain(t('photos.errors.load'));
    expect(vi.mocked(reportError).mock.calls[0][1]).toMatchObject({ page: 'recently-deleted' });
  });

  it('a page that loads reports nothing', async () => {
    const { status, html } = await render(TrashRoute, '/my-photos/recently-deleted');
    expect(status).toBe(200);
    expect(html).not.toContain('class="alert-error"');
    expect(reportError).not.toHaveBeenCalled();
  });
});
