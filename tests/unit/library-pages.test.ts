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

const { $library, FLAT_KEY, afterChange, initialState, loadSection, loadedPhotos } = await import('@/stores/library');

const photo = (id: string) => ({ imageId: id }) as never;
const page = (...ids: string[]): TimelinePage => ({ cursor: null, images: ids.map(photo) });
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
