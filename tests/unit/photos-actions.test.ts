// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { DELETE_MAX_RETRIES, DELETE_RETRY_CHUNK_SIZE, PHOTO_ID_CHUNK_SIZE, UNDO_TOAST_MS } from '@/domain/constants';
import { emptySection, received } from '@/domain/photos-ui/month-section';

/** The fake photos service: each test sets how DELETE /photos answers. */
const fake = vi.hoisted(() => ({
  deletePhotos: async (_ids: string[]): Promise<{ failed: string[] }> => ({ failed: [] }),
  restored: [] as string[],
  deleteAllPhotos: async (): Promise<{ failed: string[] }> => ({ failed: [] }),
  albumCount: 0,
}));
vi.mock('@/stores/photos-api', () => ({
  photosApi: async () => ({
    deletePhotos: (ids: string[]) => fake.deletePhotos(ids),
    restore: async (ids: string[]) => {
      fake.restored.push(...ids);
      return { failed: [] };
    },
    deleteAllPhotos: () => fake.deleteAllPhotos(),
    album: async () => ({ photosCount: fake.albumCount }),
    counts: async () => ({ photosCount: 10, albumsCount: 1, favouritesCount: 4 }),
  }),
}));

const { deletePhotos, downloadSingle } = await import('@/stores/photo-actions');
const { inBatchesWithRetries, DeleteFailedError, RetriesExceededError } = await import('@/stores/batches');
const { $analyticsConsent } = await import('@/stores/analytics');
const { $library, FLAT_KEY, loadedPhotos, $counts, seedCounts, $selection } = await import('@/stores/library');
const { $toasts } = await import('@/stores/photos-ui');
const { selectedIds, startSelecting, toggleOne } = await import('@/domain/photos/selection');

const ids = (n: number, prefix = 'p') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

/** A sender that records its batches and fails each with the ids `fails` picks. */
function recordingSender(fails: (id: string, call: number) => boolean = () => false) {
  const batches: string[][] = [];
  const send = async (batch: string[]) => {
    batches.push(batch);
    const failed = batch.filter((id) => fails(id, batches.length));
    if (failed.length > 0) throw new DeleteFailedError(failed);
  };
  return { batches, send };
}

describe('inBatchesWithRetries (spec §8 bulk delete)', () => {
  test('sends nothing for an empty list', async () => {
    const { batches, send } = recordingSender();
    await inBatchesWithRetries([], send);
    expect(batches).toEqual([]);
  });

  test(`sends batches of ${PHOTO_ID_CHUNK_SIZE} in order`, async () => {
    const all = ids(PHOTO_ID_CHUNK_SIZE * 2 + 7);
    const { batches, send } = recordingSender();
    await inBatchesWithRetries(all, send);
    expect(batches.map((b) => b.length)).toEqual([PHOTO_ID_CHUNK_SIZE, PHOTO_ID_CHUNK_SIZE, 7]);
    expect(batches.flat()).toEqual(all);
  });

  test(`retries the failed ids, and a batch that errors, in batches of ${DELETE_RETRY_CHUNK_SIZE}`, async () => {
    const all = ids(PHOTO_ID_CHUNK_SIZE + 10);
    const batches: string[][] = [];
    const send = async (batch: string[]) => {
      batches.push(batch);
      if (batches.length === 1) throw new DeleteFailedError(['p1', 'p2', 'p3', 'p4']);
      if (batches.length === 2) throw new Error('network down');
    };
    await inBatchesWithRetries(all, send);
    const retried = batches.slice(2);
    expect(retried.every((b) => b.length <= DELETE_RETRY_CHUNK_SIZE)).toBe(true);
    expect(retried.flat()).toEqual(['p1', 'p2', 'p3', 'p4', ...all.slice(PHOTO_ID_CHUNK_SIZE)]);
  });

  test("gives up after the last retry with 'Exceeded maximum amount of retries!' and the ids that never went through", async () => {
    const { batches, send } = recordingSender((id) => id === 'p1');
    const error = await inBatchesWithRetries(ids(5), send).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RetriesExceededError);
    expect((error as Error).message).toBe('Exceeded maximum amount of retries!');
    expect((error as InstanceType<typeof RetriesExceededError>).failed).toEqual(['p1']);
    expect(((error as Error).cause as Error).message).toBe('Failed to delete photo!');
    expect(batches).toEqual([ids(5), ...Array.from({ length: DELETE_MAX_RETRIES }, () => ['p1'])]);
  });

  test('an id that goes through on its last retry is not an error', async () => {
    const { send } = recordingSender((id, call) => id === 'p1' && call <= DELETE_MAX_RETRIES);
    await expect(inBatchesWithRetries(ids(2), send)).resolves.toBeUndefined();
  });
});

const photo = (imageId: string) => ({
  imageId,
  localFileName: `${imageId}.jpg`,
  uploadId: `u-${imageId}`,
  url: `/api/photo-management/photos/${imageId}/file`,
  untouchedUrl: `/api/photo-management/photos/${imageId}/file`,
  location: null,
  thumbnails: [],
  favourite: false,
});

/** An album of three loaded photos on screen. */
function showAlbum() {
  const section = received(emptySection<ReturnType<typeof photo>>(FLAT_KEY), { cursor: null, images: ['a', 'b', 'c'].map(photo) });
  $library.set({
    ctx: { view: 'album', albumId: 'album-1', basePath: '/my-photos/albums/album-1', search: '' },
    sorting: { sortKey: 'created', sortOrder: 'desc' },
    months: [],
    sections: { [FLAT_KEY]: section },
    flatCount: 3,
  });
  fake.albumCount = 3;
  $counts.set({ photos: 12, albums: 1, favourites: null, albumPhotos: {}, sharedView: true });
  seedCounts({ album: { id: 'album-1', photosCount: 3 } });
}

describe('optimistic delete and analytics', () => {
  beforeEach(() => {
    window.dataLayer = [];
    $analyticsConsent.set(true);
    showAlbum();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test('deleted photos leave the grid at once, the counts follow the server and photos_delete reaches dataLayer', async () => {
    let answer: (value: { failed: string[] }) => void = () => {};
    fake.deletePhotos = () =>
      new Promise((resolve) => {
        answer = resolve;
      });
    const deleting = deletePhotos(['a', 'b']);
    await vi.waitFor(() => expect(loadedPhotos().map((p) => p.imageId)).toEqual(['c']));
    expect($counts.get().albumPhotos['album-1']).toBe(1);
    fake.albumCount = 1;
    answer({ failed: [] });
    await deleting;
    expect($library.get().flatCount).toBe(1);
    expect($counts.get()).toMatchObject({ photos: 10, albums: 1, favourites: 4, albumPhotos: { 'album-1': 1 } });
    expect(window.dataLayer).toEqual([{ event: 'photos_delete', count: 2 }]);
  });

  test('a delete that keeps failing is rolled back: the list reloads from the service, the selection is kept', async () => {
    fake.deletePhotos = async (batch) => ({ failed: batch.filter((id) => id === 'b') });
    const selected = toggleOne(toggleOne(startSelecting(), 'a'), 'b');
    $selection.set(selected);
    await expect(deletePhotos(['a', 'b'])).rejects.toThrow('Exceeded maximum amount of retries!');
    const state = $library.get();
    expect(state.sections[FLAT_KEY].status).toBe('uninitialized');
    expect(state.flatCount).toBe(3);
    expect($selection.get()).toEqual(selected);
  });

  test('a delete that goes through leaves the deleted photos out of the selection', async () => {
    fake.deletePhotos = async () => ({ failed: [] });
    $selection.set(toggleOne(toggleOne(startSelecting(), 'a'), 'c'));
    await deletePhotos(['a']);
    expect([...selectedIds($selection.get())]).toEqual(['c']);
  });

  test('after a delete a toast offers Undo for 10 seconds; Undo restores the photos and says so', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    $toasts.set([]);
    fake.deletePhotos = async () => ({ failed: [] });
    await deletePhotos(['a', 'b']);
    const toast = $toasts.get().find((t) => t.key === 'photos.trash.moved');
    expect(toast).toMatchObject({ vars: { count: 2 }, action: { key: 'photos.trash.undo' } });
    toast!.action!.run();
    await vi.waitFor(() => expect($toasts.get().some((t) => t.key === 'photos.trash.restored')).toBe(true));
    expect(fake.restored).toEqual(['a', 'b']);
    await deletePhotos(['c']);
    expect($toasts.get().some((t) => t.key === 'photos.trash.moved' && t.vars?.count === 1)).toBe(true);
    vi.advanceTimersByTime(UNDO_TOAST_MS - 1);
    expect($toasts.get().some((t) => t.key === 'photos.trash.moved' && t.vars?.count === 1)).toBe(true);
    vi.advanceTimersByTime(1);
    expect($toasts.get().some((t) => t.key === 'photos.trash.moved')).toBe(false);
    vi.useRealTimers();
  });

  test('without analytics consent nothing reaches dataLayer', async () => {
    $analyticsConsent.set(false);
    fake.deletePhotos = async () => ({ failed: [] });
    await deletePhotos(['a']);
    expect(window.dataLayer).toEqual([]);
  });

  test('a single download checks the file, saves it through a link and sends photos_download', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const clicked: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    await downloadSingle('a');
    click.mockRestore();
    expect(fetch).toHaveBeenCalledWith(expect.objectContaining({ search: '?download=1' }), expect.objectContaining({ method: 'HEAD' }));
    expect(clicked).toEqual([{ href: `${window.location.origin}/api/photo-management/photos/a/file?download=1`, download: 'a.jpg' }]);
    expect(window.dataLayer).toEqual([{ event: 'photos_download', count: 1 }]);
  });

  test('a single download whose file is gone fails without saving or tracking', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 404 })),
    );
    await expect(downloadSingle('a')).rejects.toThrow('404');
    expect(window.dataLayer).toEqual([]);
  });
});

describe('deleting the whole library selected with Select all', () => {
  /** The library of three loaded photos on screen, its count as the server last answered. */
  function showLibrary(count: number) {
    const section = received(emptySection<ReturnType<typeof photo>>(FLAT_KEY), { cursor: null, images: ['a', 'b', 'c'].map(photo) });
    $library.set({
      ctx: { view: 'photos', basePath: '/my-photos/photos', search: '' },
      sorting: { sortKey: 'created', sortOrder: 'desc' },
      months: [],
      sections: { [FLAT_KEY]: section },
      flatCount: 3,
    });
    $counts.set({ photos: count, albums: 1, favourites: null, albumPhotos: {}, sharedView: true });
  }
  function recording(scopeFails: string[] = []) {
    const sent = { scope: 0, batches: [] as string[][] };
    fake.deleteAllPhotos = async () => {
      sent.scope++;
      return { failed: scopeFails };
    };
    fake.deletePhotos = async (batch) => {
      sent.batches.push(batch);
      return { failed: [] };
    };
    return sent;
  }

  test('is one request by scope; ids it could not delete go the batched way', async () => {
    showLibrary(3);
    const sent = recording();
    await deletePhotos(['a', 'b', 'c'], true);
    expect(sent).toEqual({ scope: 1, batches: [] });
    expect(loadedPhotos()).toEqual([]);

    showLibrary(3);
    const retried = recording(['b']);
    await deletePhotos(['a', 'b', 'c'], true);
    expect(retried).toEqual({ scope: 1, batches: [['b']] });
  });

  test('sends the ids when a photo came since the selection was made, or when not everything is selected', async () => {
    showLibrary(4);
    const sent = recording();
    await deletePhotos(['a', 'b', 'c'], true);
    expect(sent).toEqual({ scope: 0, batches: [['a', 'b', 'c']] });

    showLibrary(3);
    const some = recording();
    await deletePhotos(['a', 'b', 'c']);
    expect(some).toEqual({ scope: 0, batches: [['a', 'b', 'c']] });
  });
});
