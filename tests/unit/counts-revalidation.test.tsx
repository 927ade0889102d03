// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import TabCount from '@/islands/photos/TabCount';
import AlbumHeader from '@/islands/photos/AlbumHeader';
import { COUNTS_FOCUS_THROTTLE_MS } from '@/islands/photos/common/useFreshCounts';

/** The photo service as fetch sees it: its counts change behind the page's back (another tab, another device). */
const server = { photosCount: 3, albumsCount: 1, albumPhotosCount: 4 };
const countRequests: string[] = [];

function fakeFetch(input: string | URL): Promise<Response> {
  const url = String(input);
  const json = (body: unknown) => Promise.resolve(Response.json(body));
  if (url === '/config.json') return json({ services: {} });
  if (url.startsWith('/api/photo-management/users/counts')) {
    countRequests.push(url);
    return json({ photosCount: server.photosCount, albumsCount: server.albumsCount, favouritesCount: 0 });
  }
  if (url === '/api/photo-management/albums/a1') {
    const at = '2024-05-01T10:00:00.000Z';
    const album = { albumId: 'a1', albumName: 'Holiday', created: at, updated: at, coverPhoto: null, isShared: false };
    return json({ ...album, photosCount: server.albumPhotosCount, ownerId: 'u1', userId: 'u1' });
  }
  return Promise.resolve(new Response(null, { status: 404 }));
}

function renderTabs() {
  render(
    <>
      <TabCount kind="photos" initial={server.photosCount} sharedView />
      <TabCount kind="albums" initial={server.albumsCount} sharedView />
    </>,
  );
}

// The stores load the photos client on first use; loaded here, a loaded machine's slow transform of it
// does not eat into waitFor's second.
beforeAll(async () => {
  await import('@/client/photos');
});

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const regainFocus = () =>
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });

describe('the tab counts revalidate when the customer comes back', () => {
  test('the page asks nothing on load; on regaining focus both tabs show the server counts, asked once', async () => {
    renderTabs();
    regainFocus();
    expect(screen.getByTestId('count-photos').textContent).toBe('3');
    expect(countRequests).toEqual([]);

    server.photosCount = 7;
    server.albumsCount = 2;
    vi.setSystemTime(Date.now() + COUNTS_FOCUS_THROTTLE_MS + 1);
    regainFocus();

    await waitFor(() => expect(screen.getByTestId('count-photos').textContent).toBe('7'));
    expect(screen.getByTestId('count-albums').textContent).toBe('2');
    expect(countRequests).toEqual(['/api/photo-management/users/counts?sharedView=true']);
  });

  test('when the network comes back the counts are read again', async () => {
    countRequests.length = 0;
    renderTabs();
    server.photosCount = 12;

    act(() => {
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
    });

    await waitFor(() => expect(screen.getByTestId('count-photos').textContent).toBe('12'));
    expect(countRequests).toHaveLength(1);
  });

  test("an album page's photo count is read again too", async () => {
    render(
      <AlbumHeader
        album={{ id: 'a1', name: 'Holiday', shared: false, isOwner: true }}
        created="Created today"
        photosCount={server.albumPhotosCount}
        strings={{ 'photos.albumCount_one': '{{count}} photo', 'photos.albumCount_other': '{{count}} photos' }}
        locale="en-GB"
        canUpload={false}
      />,
    );
    expect(screen.getByTestId('album-stats').textContent).toBe('Created today · 4 photos');

    server.albumPhotosCount = 6;
    vi.setSystemTime(Date.now() + COUNTS_FOCUS_THROTTLE_MS + 1);
    regainFocus();

    await waitFor(() => expect(screen.getByTestId('album-stats').textContent).toBe('Created today · 6 photos'));
  });
});
