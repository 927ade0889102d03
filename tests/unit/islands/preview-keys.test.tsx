// @vitest-environment jsdom
import { packPhotos } from '@/domain/photos-ui/photo-props';
import { ServerOnly } from '@/islands/photos/common/island-photos';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import PhotoOverlays, { type PhotoOverlaysProps } from '@/islands/photos/PhotoOverlays';
import { OVERLAY_KEYS } from '@/components/photos/strings';
import { DEFAULT_SORTING } from '@/domain/photos-ui/sort';
import { $modals } from '@/stores/photos-ui';
import { $preview } from '@/stores/library';
import { $walk } from '@/stores/library/walk';
import { enabled, fakeServices, islandStrings, layOutAt, photo, endIslandTest } from './support';

const strings = islandStrings(OVERLAY_KEYS);
const library = ['p1', 'p2', 'p3'].map((id) => photo(id));

/**
 * The photos page opened on /my-photos/photos/preview/p2: the server rendered p2 and its neighbours in the
 * default sort, so the walk needs no request until it reaches an end the server did not name.
 */
function previewProps(view: 'photos' | 'shared' = 'photos'): PhotoOverlaysProps {
  const basePath = view === 'photos' ? '/my-photos/photos' : '/my-photos/shared-albums/a1';
  return {
    library: { view, basePath, search: '', ...(view === 'shared' ? { albumId: 'a1', albumName: 'Holiday' } : {}) },
    locale: 'en-GB',
    confirmWord: 'DELETE',
    editor: { url: 'https://editor.example', channel: 'pixelpress-uk' },
    features: { orderPrints: true, upload: true },
    strings,
    analytics: false,
    serverPhotos: new ServerOnly(
      packPhotos({
        preview: {
          photoId: 'p2',
          photo: library[1],
          around: {
            sorting: view === 'photos' ? DEFAULT_SORTING.photos : DEFAULT_SORTING.sharedAlbumPhotos,
            previous: [library[0]],
            next: [library[2]],
          },
        },
      }),
    ),
  };
}

async function openPreview(props = previewProps()) {
  history.replaceState(null, '', `${props.library.basePath}/preview/p2`);
  render(<PhotoOverlays {...props} />);
  await waitFor(() => expect(shownTitle()).toBe('p2.jpg'));
}

const shownTitle = () => screen.queryByTestId('preview')?.querySelector('h2')?.textContent;
const key = (k: string, extra: Partial<KeyboardEventInit> = {}) => fireEvent.keyDown(window, { key: k, ...extra });

beforeEach(() => {
  layOutAt(1000);
  localStorage.clear();
  $preview.set(null);
  $walk.set(null);
  $modals.set([]);
  // Steps past the strip's ends ask for more: the library has no more photos.
  fakeServices({
    'GET /api/photo-management/photos/p1/neighbours': () => ({ photo: library[0], previous: [], next: library.slice(1) }),
    'GET /api/photo-management/photos/p3/neighbours': () => ({ photo: library[2], previous: library.slice(0, 2).reverse(), next: [] }),
  });
});
afterEach(endIslandTest);

describe('preview keys', () => {
  test('the arrow keys walk the library, the URL follows, and the ends cannot be passed', async () => {
    await openPreview();
    key('ArrowRight');
    await waitFor(() => expect(shownTitle()).toBe('p3.jpg'));
    expect(location.pathname).toBe('/my-photos/photos/preview/p3');
    await waitFor(() => expect(enabled(screen.getByTestId('preview-next'))).toBe(false));
    key('ArrowRight');
    expect(shownTitle()).toBe('p3.jpg');
    key('ArrowLeft');
    key('ArrowLeft');
    await waitFor(() => expect(shownTitle()).toBe('p1.jpg'));
    expect(location.pathname).toBe('/my-photos/photos/preview/p1');
    await waitFor(() => expect(enabled(screen.getByTestId('preview-prev'))).toBe(false));
  });

  test('Escape closes the preview and leaves the list at its URL', async () => {
    await openPreview();
    key('Escape');
    await waitFor(() => expect(screen.queryByTestId('preview')).toBeNull());
    expect($preview.get()).toBeNull();
    expect(location.pathname).toBe('/my-photos/photos');
  });

  test('Delete asks to delete the photo shown; while that question is open the arrows and Escape are its', async () => {
    await openPreview();
    key('Delete');
    expect($modals.get().map((m) => m.spec)).toEqual([{ kind: 'deletePhotos', photoIds: ['p2'] }]);
    await waitFor(() => expect(screen.getByTestId('delete-photos-modal')).toBeTruthy());
    key('ArrowRight');
    expect(shownTitle()).toBe('p2.jpg');
    key('Escape');
    await waitFor(() => expect(screen.queryByTestId('delete-photos-modal')).toBeNull());
    expect(shownTitle()).toBe('p2.jpg');
  });

  test('i opens and closes the info panel; the button says whether it is open', async () => {
    await openPreview();
    const button = screen.getByTestId('preview-info-button');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    key('i');
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'));
    key('i');
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(button);
  });

  test('in a shared album Delete asks nothing and there is no Delete button', async () => {
    await openPreview(previewProps('shared'));
    key('Delete');
    expect($modals.get()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(enabled(screen.getByRole('button', { name: 'Copy to album' }))).toBe(false);
  });
});
