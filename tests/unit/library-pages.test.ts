// @vitest-environment jsdom
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { TimelinePage } from '@/domain/schemas/photos';

/** The fake photos service: each album page request waits until the test answers it. */
const fake = vi.hoisted(() => ({
  pending: [] as Array<(page: TimelinePage) => void>,
  albumCount: 0,
}));
vi.mock('@/stores/photos-api', () => ({
  photoPagesApi: async () => ({
    albumPhotos: () => new Promise<TimelinePage>((resolve) => fake.pending.push(resolve)),
  }),
  photosApi: async () => ({
    album: async () => ({ photosCount: fake.albumCount }),
    counts: async () => ({ photosCount: 10, albumsCount: 1 }),
  }),
}));

const { $library, FLAT_KEY, afterChange, initialState, loadSection, loadedPhotos, markFavourites } = await import('@/stores/library');

const photo = (id: string, favourite = false) => ({ imageId: id, favourite }) as never;
const page = (...ids: string[]): TimelinePage => ({ cursor: null, images: ids.map((id) => photo(id)) });
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('album pages answered after the album changed', () => {
  beforeEach(() => {
    fake.pending = [];
    fake.albumCount = 0;
    $library.set(
      initialState({
        ctx: { view: 'album', albumId: 'a1', basePath: '/my-photos/albums/a1', search: '' },
        sorting: { sortKey: 'created', sortOrder: 'desc' },
        flatCount: 2,
      }),
    );
  });

  test('a page asked for before the album was read again is dropped: the removed photos do not come back', async () => {
    const load = loadSection(FLAT_KEY);
    await settle();
    expect(fake.pending).toHaveLength(1);
    await afterChange();
    fake.pending[0](page('removed-1', 'removed-2'));
    await load;
    expect(loadedPhotos()).toEqual([]);
    expect($library.get().sections[FLAT_KEY].status).toBe('uninitialized');
  });

  test('when the album is asked for again, only the newest answer lands', async () => {
    const stale = loadSection(FLAT_KEY);
    await settle();
    await afterChange();
    const fresh = loadSection(FLAT_KEY);
    await settle();
    expect(fake.pending).toHaveLength(2);
    fake.pending[0](page('removed-1'));
    await stale;
    fake.pending[1](page('kept'));
    await fresh;
    expect(loadedPhotos().map((p) => p.imageId)).toEqual(['kept']);
  });
});

describe('a favourite marked while a page is on its way', () => {
  beforeEach(() => {
    fake.pending = [];
    $library.set(
      initialState({
        ctx: { view: 'album', albumId: 'a2', basePath: '/my-photos/albums/a2', search: '' },
        sorting: { sortKey: 'created', sortOrder: 'desc' },
        flatCount: 3,
      }),
    );
  });

  const favourites = () => Object.fromEntries(loadedPhotos().map((p) => [p.imageId, p.favourite]));

  test('keeps its mark when the page answers the old flag', async () => {
    const load = loadSection(FLAT_KEY);
    await settle();
    markFavourites(new Set(['marked']), true);
    markFavourites(new Set(['unmarked']), false);
    fake.pending[0]({ cursor: null, images: [photo('marked'), photo('unmarked', true), photo('other', true)] });
    await load;
    expect(favourites()).toEqual({ marked: true, unmarked: false, other: true });
  });

  test("a page asked after the mark answers the server's flag", async () => {
    markFavourites(new Set(['later']), true);
    await new Promise((r) => setTimeout(r, 2));
    const load = loadSection(FLAT_KEY);
    await settle();
    fake.pending[0]({ cursor: null, images: [photo('later', false)] });
    await load;
    expect(favourites()).toEqual({ later: false });
  });
});
