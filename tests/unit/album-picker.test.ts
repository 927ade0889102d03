// @vitest-environment jsdom
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { ALBUM_PHOTO_CHUNK_SIZE, TIMELINE_PAGE_SIZE } from '@/domain/constants';
import type { TimelinePage } from '@/domain/schemas/photos';

/** The fake photos service: a library of two months, an album holding `inAlbum`; timeline pages wait for the test. */
const fake = vi.hoisted(() => ({
  inAlbum: [] as string[],
  monthIds: new Map<string, string[]>(),
  monthIdCalls: 0,
  pages: [] as Array<{ key: string; query: { cursor?: string | null; limit?: number }; answer: (page: TimelinePage) => void }>,
  added: [] as string[][],
  albumCount: 2,
  hold: null as Promise<void> | null,
}));
vi.mock('@/stores/photos-api', () => ({
  photosApi: async () => ({
    timeline: async () => {
      await fake.hold;
      return { timeline: { '2024': { '2': 3 }, '2023': { '7': 2 } } };
    },
    ids: async (collection: string) => ({ ids: collection.startsWith('albums/') ? fake.inAlbum : [] }),
    monthIds: async (year: number, month: number) => {
      fake.monthIdCalls++;
      return { ids: fake.monthIds.get(`${year}/${month}`) ?? [] };
    },
    addToAlbum: async (_id: string, batch: string[]) => {
      fake.added.push(batch);
      fake.albumCount += batch.length;
    },
    album: async () => ({ photosCount: fake.albumCount }),
    counts: async () => ({ photosCount: 10_000, albumsCount: 3 }),
  }),
  photoPagesApi: async () => ({
    timelineMonth: (year: number, month: number, query: { cursor?: string | null; limit?: number }) =>
      new Promise<TimelinePage>((answer) => fake.pages.push({ key: `${year}/${month}`, query, answer })),
  }),
}));

const picker = await import('@/stores/library/picker');
const { addToShownAlbum } = await import('@/stores/photo-actions');
const { $library, FLAT_KEY, initialState } = await import('@/stores/library');
const { $counts } = await import('@/stores/library');

const settle = () => new Promise((r) => setTimeout(r, 0));
const photo = (id: string) => ({ imageId: id }) as never;

describe('the album picker (its own store, apart from the album on screen)', () => {
  beforeEach(() => {
    fake.inAlbum = ['a1', 'a2'];
    fake.monthIds = new Map([
      ['2024/2', ['p1', 'a1', 'p2']],
      ['2023/7', ['a2', 'p3']],
    ]);
    fake.monthIdCalls = 0;
    fake.pages = [];
    fake.added = [];
    fake.albumCount = 2;
    fake.hold = null;
    picker.closePicker();
  });

  test('opens on the library timeline, newest month first, knowing every photo of the album', async () => {
    await picker.openPicker('album-1');
    const state = picker.$picker.get();
    expect(state.status).toBe('ready');
    expect(state.months.map((m) => `${m.year}/${m.month}`)).toEqual(['2024/2', '2023/7']);
    expect([...state.inAlbum]).toEqual(['a1', 'a2']);
    expect(Object.values(state.sections).map((s) => s.status)).toEqual(['uninitialized', 'uninitialized']);
  });

  test('a month toggle picks every photo of the month that is not in the album yet, and unpicks them again', async () => {
    await picker.openPicker('album-1');
    await picker.togglePickerMonth('2024/2');
    expect(picker.pickedIds()).toEqual(['p1', 'p2']);
    expect(picker.isMonthPicked(picker.$picker.get(), '2024/2')).toBe(true);
    await picker.togglePickerMonth('2024/2');
    expect(picker.pickedIds()).toEqual([]);
    expect(fake.monthIdCalls).toBe(1);
  });

  test('photos in the album cannot be picked one by one; others toggle', async () => {
    await picker.openPicker('album-1');
    picker.togglePickerPhoto('a1');
    picker.togglePickerPhoto('p3');
    expect(picker.pickedIds()).toEqual(['p3']);
    picker.togglePickerPhoto('p3');
    expect(picker.pickedIds()).toEqual([]);
  });

  test(`months load by pages of ${TIMELINE_PAGE_SIZE} from their cursor`, async () => {
    await picker.openPicker('album-1');
    picker.loadPickerSectionIfNew('2024/2');
    await settle();
    expect(fake.pages).toHaveLength(1);
    expect(fake.pages[0].query).toMatchObject({ limit: TIMELINE_PAGE_SIZE, sortKey: 'dateTaken', sortOrder: 'desc' });
    picker.loadPickerSectionIfNew('2024/2'); // already on its way: not asked twice
    fake.pages[0].answer({ cursor: 'next', images: [photo('p1')] });
    await settle();
    expect(picker.$picker.get().sections['2024/2']).toMatchObject({ status: 'fulfilled', cursor: 'next' });
    void picker.loadPickerSection('2024/2');
    await settle();
    expect(fake.pages).toHaveLength(2);
    expect(fake.pages[1].query.cursor).toBe('next');
  });

  test('answers for a picker that was closed meanwhile are dropped', async () => {
    let release = () => {};
    fake.hold = new Promise<void>((r) => (release = r));
    const opening = picker.openPicker('album-1');
    picker.closePicker();
    release();
    await opening;
    expect(picker.$picker.get()).toMatchObject({ albumId: null, status: 'loading', months: [] });
  });

  test(`adding sends batches of ${ALBUM_PHOTO_CHUNK_SIZE}; the album on screen is read again and its count follows`, async () => {
    $library.set(
      initialState({
        ctx: { view: 'album', albumId: 'album-1', basePath: '/my-photos/albums/album-1', search: '' },
        sorting: { sortKey: 'created', sortOrder: 'desc' },
        pages: { [FLAT_KEY]: { cursor: null, images: [photo('a1'), photo('a2')] } },
        flatCount: 2,
      }),
    );
    $counts.set({ photos: 10_000, albums: 3, favourites: null, albumPhotos: { 'album-1': 2 }, sharedView: true });
    const ids = Array.from({ length: ALBUM_PHOTO_CHUNK_SIZE + 3 }, (_, i) => `n${i}`);
    await addToShownAlbum('album-1', ids);
    expect(fake.added.map((b) => b.length)).toEqual([ALBUM_PHOTO_CHUNK_SIZE, 3]);
    expect($counts.get().albumPhotos['album-1']).toBe(ALBUM_PHOTO_CHUNK_SIZE + 5);
    expect($library.get().flatCount).toBe(ALBUM_PHOTO_CHUNK_SIZE + 5);
    // The album's list starts over, so the new photos appear in it.
    expect($library.get().sections[FLAT_KEY].status).toBe('uninitialized');
  });
});
