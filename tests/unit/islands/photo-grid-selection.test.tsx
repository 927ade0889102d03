// @vitest-environment jsdom
import { packPhotos } from '@/domain/photos-ui/photo-props';
import { ServerOnly } from '@/islands/photos/common/island-photos';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import PhotoGrid, { type PhotoGridProps } from '@/islands/photos/PhotoGrid';
import { GRID_KEYS } from '@/components/photos/strings';
import { DEFAULT_SORTING } from '@/domain/photos-ui/sort';
import { NOT_SELECTING } from '@/domain/photos/selection';
import { TOOLTIP_AUTO_CLOSE_MS } from '@/domain/constants';
import { $counts, $monthIds, $selection, $selectionAnchor, $selectionBusy } from '@/stores/library';
import { $modals } from '@/stores/photos-ui';
import { description, enabled, fakeServices, islandStrings, layOutAt, photo, endIslandTest } from './support';

const strings = islandStrings(GRID_KEYS);

/** An own album's page of `count` photos, all loaded, as AlbumPage.astro hands it to the grid. */
function albumProps(count: number, change: Partial<PhotoGridProps> = {}): PhotoGridProps {
  const images = Array.from({ length: count }, (_, i) => photo(`p${i + 1}`));
  return {
    init: {
      ctx: { view: 'album', albumId: 'a1', albumName: 'Holiday', basePath: '/my-photos/albums/a1', search: '' },
      sorting: DEFAULT_SORTING.albumPhotos,
      flatCount: count,
    },
    serverPhotos: new ServerOnly(packPhotos({ pages: { all: { cursor: null, images } } })),
    counts: { photos: count, albums: 1, sharedView: true },
    strings,
    locale: 'en-GB',
    features: { orderPrints: true },
    analytics: false,
    album: { id: 'a1', name: 'Holiday', shared: false },
    ...change,
  };
}

/** Every id of the album, as GET …/albums/a1/photos/ids answers it; with from/to, the range between them. */
function albumIds(count: number) {
  const ids = Array.from({ length: count }, (_, i) => `p${i + 1}`);
  return (url: URL) => {
    const from = url.searchParams.get('from');
    const to = url.searchParams.get('to');
    if (!from || !to) return { ids };
    const [a, b] = [ids.indexOf(from), ids.indexOf(to)].sort((x, y) => x - y);
    return { ids: ids.slice(a, b + 1) };
  };
}

async function renderGrid(props: PhotoGridProps) {
  render(<PhotoGrid {...props} />);
  await waitFor(() => expect(screen.getByTestId('photo-grid').dataset.ready).toBe('true'));
}

/** A photo's tile: a link to its preview, or a checkbox in select mode. */
function tile(id: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[data-testid="photo-tile"][data-photo-id="${id}"]`);
  if (!found) throw new Error(`no tile of ${id}`);
  return found;
}
const selectedCount = () => screen.getByTestId('selected-count');
const toolbarButton = (name: string) => within(screen.getByTestId('selection-toolbar')).getByRole('button', { name });

beforeEach(() => {
  layOutAt(1000);
  localStorage.clear();
  $selection.set(NOT_SELECTING);
  $selectionAnchor.set(null);
  $selectionBusy.set(0);
  $modals.set([]);
  $monthIds.set({});
  $counts.set({ photos: null, albums: null, favourites: null, albumPhotos: {}, sharedView: true });
});
afterEach(endIslandTest);

describe('grid selection', () => {
  test('select mode turns the tiles into checkboxes; a click toggles one photo and the count follows', async () => {
    fakeServices({});
    await renderGrid(albumProps(3));
    expect(tile('p1').tagName).toBe('A');
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    expect(tile('p1').getAttribute('role')).toBe('checkbox');
    fireEvent.click(tile('p1'));
    fireEvent.click(tile('p3'));
    // The selection toolbar's code loads when select mode first starts.
    expect((await screen.findByTestId('selected-count', {}, { timeout: 10_000 })).textContent).toBe('2 photos selected');
    expect(tile('p1').getAttribute('aria-checked')).toBe('true');
    expect(tile('p2').getAttribute('aria-checked')).toBe('false');
    fireEvent.click(tile('p1'));
    expect(selectedCount().textContent).toBe('1 photo selected');
    expect(tile('p1').getAttribute('aria-checked')).toBe('false');
  });

  test("a tile's check circle starts select mode with that photo selected", async () => {
    fakeServices({});
    await renderGrid(albumProps(3));
    fireEvent.click(screen.getByRole('button', { name: 'Select p2.jpg' }));
    expect((await screen.findByTestId('selected-count', {}, { timeout: 10_000 })).textContent).toBe('1 photo selected');
    expect(tile('p2').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('select-mode').textContent).toBe('Cancel selection');
  });

  test('shift-click selects every photo from the last one clicked, asked of the server in the album order', async () => {
    const service = fakeServices({ 'GET /api/photo-management/albums/a1/photos/ids': albumIds(5) });
    await renderGrid(albumProps(5));
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    fireEvent.click(tile('p2'));
    fireEvent.click(tile('p5'), { shiftKey: true });
    await waitFor(() => expect(selectedCount().textContent).toBe('4 photos selected'));
    expect(service.requests.some((r) => r.includes('/albums/a1/photos/ids?') && r.includes('from=p2') && r.includes('to=p5'))).toBe(true);
    expect(['p1', 'p2', 'p3', 'p4', 'p5'].map((id) => tile(id).getAttribute('aria-checked'))).toEqual([
      'false',
      'true',
      'true',
      'true',
      'true',
    ]);
  });

  test('Escape leaves select mode and Ctrl+A selects every photo of the album', async () => {
    fakeServices({ 'GET /api/photo-management/albums/a1/photos/ids': albumIds(3) });
    await renderGrid(albumProps(3));
    fireEvent.keyDown(window, { key: 'a', ctrlKey: true });
    await waitFor(() => expect(selectedCount().textContent).toBe('3 photos selected'));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByTestId('selection-toolbar')).toBeNull();
    expect(tile('p1').tagName).toBe('A');
  });
});

describe('selection toolbar', () => {
  test('with nothing selected only Select all and Cancel can be pressed; one photo enables the actions', async () => {
    fakeServices({});
    await renderGrid(albumProps(3));
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    expect(selectedCount().textContent).toBe('0 photos selected');
    for (const name of ['Deselect all', 'Copy to album', 'Remove from album', 'Delete', 'Download', 'Order prints'])
      expect(enabled(toolbarButton(name)), name).toBe(false);
    expect(enabled(toolbarButton('Select all'))).toBe(true);
    fireEvent.click(tile('p1'));
    for (const name of ['Deselect all', 'Copy to album', 'Remove from album', 'Delete', 'Download', 'Order prints'])
      expect(enabled(toolbarButton(name)), name).toBe(true);
    fireEvent.click(toolbarButton('Delete'));
    expect($modals.get().map((m) => m.spec)).toEqual([{ kind: 'deletePhotos', photoIds: ['p1'], everything: false }]);
  });

  test('Select all is busy while the server answers, then selected everything and cannot be pressed again', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const ids = albumIds(3);
    fakeServices({ 'GET /api/photo-management/albums/a1/photos/ids': (url) => held.then(() => ids(url)) });
    await renderGrid(albumProps(3));
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    fireEvent.click(toolbarButton('Select all'));
    await waitFor(() => expect(selectedCount().getAttribute('aria-busy')).toBe('true'));
    expect(enabled(toolbarButton('Delete'))).toBe(false);
    answer();
    await waitFor(() => expect(selectedCount().textContent).toBe('3 photos selected'));
    expect(selectedCount().hasAttribute('aria-busy')).toBe(false);
    expect(enabled(toolbarButton('Select all'))).toBe(false);
  });

  test('selecting 101 photos disables download with the tooltip that opens by itself and closes after 10 s', async () => {
    // The clock runs as usual until the test moves it on to when the tooltip closes.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeServices({ 'GET /api/photo-management/albums/a1/photos/ids': albumIds(101) });
    await renderGrid(albumProps(101));
    // Order prints selects every photo of the album.
    fireEvent.click(screen.getByRole('button', { name: 'Order prints' }));
    await waitFor(() => expect(selectedCount().textContent).toBe('101 photos selected'));
    const download = toolbarButton('Download');
    expect(enabled(download)).toBe(false);
    const tooltip = screen.getByTestId('download-limit-tooltip');
    expect(tooltip.hidden).toBe(false);
    expect(tooltip.getAttribute('role')).toBe('tooltip');
    expect(tooltip.textContent).toBe('Up to 100 photos can be downloaded at a time');
    expect(description(download)).toBe('Up to 100 photos can be downloaded at a time');
    expect(screen.getByTestId('order-prints-prompt').textContent).toMatch(/^All 101 photos are selected for prints/);
    act(() => void vi.advanceTimersByTime(TOOLTIP_AUTO_CLOSE_MS - 1_000));
    expect(tooltip.hidden).toBe(false);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(tooltip.hidden).toBe(true);
  });

  test('deselecting all in order-prints mode says what to do next', async () => {
    fakeServices({ 'GET /api/photo-management/albums/a1/photos/ids': albumIds(3) });
    await renderGrid(albumProps(3));
    fireEvent.click(screen.getByRole('button', { name: 'Order prints' }));
    await waitFor(() => expect(selectedCount().textContent).toBe('3 photos selected'));
    fireEvent.click(toolbarButton('Deselect all'));
    expect(screen.getByTestId('order-prints-prompt').textContent).toBe('Select the photos you want to print.');
  });

  test('in a shared album copying and removing are unavailable, and the buttons say why', async () => {
    fakeServices({});
    const props = albumProps(2, { album: { id: 'a1', name: 'Holiday', shared: true } });
    props.init = { ...props.init, ctx: { ...props.init.ctx, view: 'shared', basePath: '/my-photos/shared-albums/a1' } };
    await renderGrid(props);
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    fireEvent.click(tile('p1'));
    for (const name of ['Copy to album', 'Remove from album']) {
      expect(enabled(toolbarButton(name))).toBe(false);
      expect(description(toolbarButton(name))).toBe('Unavailable for shared albums');
    }
    expect(within(screen.getByTestId('selection-toolbar')).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(enabled(toolbarButton('Download'))).toBe(true);
  });

  test('an empty album cannot enter select mode and says it is empty; the sort choice is kept on this device', async () => {
    fakeServices({});
    await renderGrid(albumProps(0));
    expect(enabled(screen.getByRole('button', { name: 'Select' }))).toBe(false);
    expect(screen.getByTestId('empty-state').textContent).toBe('Your album is empty');
    cleanup();
    await renderGrid(albumProps(2));
    fireEvent.change(screen.getByTestId('sort'), { target: { value: 'dateTakenAsc' } });
    cleanup();
    await renderGrid(albumProps(2));
    expect(screen.getByTestId<HTMLSelectElement>('sort').value).toBe('dateTakenAsc');
  });
});
