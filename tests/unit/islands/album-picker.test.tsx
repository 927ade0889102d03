// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import PhotoOverlays, { type PhotoOverlaysProps } from '@/islands/photos/PhotoOverlays';
import { OVERLAY_KEYS } from '@/components/photos/strings';
import { $modals, $toasts, openModal } from '@/stores/photos-ui';
import { enabled, fakeServices, islandStrings, layOutAt, photo, type Route, endIslandTest } from './support';

const strings = islandStrings(OVERLAY_KEYS);

/** An own album's page, 'Add photos → Choose from library' opened. */
function albumPage(): PhotoOverlaysProps {
  return {
    library: { view: 'album', albumId: 'a1', albumName: 'Holiday', basePath: '/my-photos/albums/a1', search: '' },
    locale: 'en-GB',
    confirmWord: 'DELETE',
    editor: { url: 'https://editor.example', channel: 'pixelpress-uk' },
    features: { orderPrints: true, upload: true },
    album: { id: 'a1', name: 'Holiday', shared: false, isOwner: true, ownerId: 'u1' },
    strings,
    analytics: false,
  };
}

/** The library: May 2024 with m1–m3 (m1 in the album already) and July 2023 with j1–j2. */
const MAY = ['m1', 'm2', 'm3'].map((id) => photo(id, '2024-05-02T10:00:00.000'));
const JULY = ['j1', 'j2'].map((id) => photo(id, '2023-07-02T10:00:00.000'));
const P = '/api/photo-management';

function library(change: Record<string, Route> = {}) {
  const added: string[][] = [];
  const service = fakeServices({
    [`GET ${P}/users/timeline`]: () => ({ timeline: { '2024': { '5': 3 }, '2023': { '7': 2 } } }),
    [`GET ${P}/albums/a1/photos/ids`]: () => ({ ids: ['m1'] }),
    [`GET ${P}/photos/timeline/2024/5`]: () => ({ cursor: null, images: MAY }),
    [`GET ${P}/photos/timeline/2023/7`]: () => ({ cursor: null, images: JULY }),
    [`GET ${P}/photos/timeline/2024/5/ids`]: () => ({ ids: MAY.map((p) => p.imageId) }),
    [`POST ${P}/albums/a1/photos`]: (_url, init) => {
      added.push((JSON.parse(init?.body as string) as { photoIds: string[] }).photoIds);
      return {};
    },
    [`GET ${P}/albums/a1`]: () => ({ albumId: 'a1', albumName: 'Holiday', photosCount: 1 + added.flat().length }),
    [`GET ${P}/users/counts`]: () => ({ photosCount: 5, albumsCount: 1 }),
    ...change,
  });
  return { ...service, added };
}

async function openPicker() {
  render(<PhotoOverlays {...albumPage()} />);
  act(() => void openModal({ kind: 'addFromLibrary', albumId: 'a1', albumName: 'Holiday' }));
  const picker = await screen.findByTestId('album-picker');
  await waitFor(() => expect(within(picker).getAllByTestId('picker-photo').length).toBe(5));
  return picker;
}

const pickerPhoto = (picker: HTMLElement, id: string) => picker.querySelector<HTMLElement>(`[data-photo-id="${id}"]`)!;
const addButton = (picker: HTMLElement) => within(picker).getByTestId('picker-add');

beforeEach(() => {
  layOutAt(800);
  $modals.set([]);
  $toasts.set([]);
});
afterEach(endIslandTest);

describe('album picker', () => {
  test('photos already in the album are checked, marked and cannot be picked; a tap picks any other', async () => {
    library();
    const picker = await openPicker();
    const m1 = pickerPhoto(picker, 'm1');
    expect(m1.getAttribute('aria-checked')).toBe('true');
    expect(m1.getAttribute('aria-disabled')).toBe('true');
    expect(m1.getAttribute('aria-label')).toMatch(/, In album$/);
    fireEvent.click(m1);
    expect(addButton(picker).textContent).toBe('Add photos');
    expect(enabled(addButton(picker))).toBe(false);
    fireEvent.click(pickerPhoto(picker, 'j2'));
    expect(pickerPhoto(picker, 'j2').getAttribute('aria-checked')).toBe('true');
    expect(addButton(picker).textContent).toBe('Add 1 photo');
    fireEvent.click(pickerPhoto(picker, 'j2'));
    expect(pickerPhoto(picker, 'j2').getAttribute('aria-checked')).toBe('false');
  });

  test("a month's toggle picks every photo of the month not in the album yet, and unpicks them again", async () => {
    library();
    const picker = await openPicker();
    const may = picker.querySelector<HTMLElement>('[data-month="2024/5"]')!;
    const toggle = within(may).getByTestId('picker-select-month');
    fireEvent.click(toggle);
    await waitFor(() => expect(addButton(picker).textContent).toBe('Add 2 photos'));
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(['m2', 'm3'].map((id) => pickerPhoto(picker, id).getAttribute('aria-checked'))).toEqual(['true', 'true']);
    fireEvent.click(toggle);
    await waitFor(() => expect(addButton(picker).textContent).toBe('Add photos'));
  });

  test('Add sends the picked photos to the album, says so and closes', async () => {
    const service = library();
    const picker = await openPicker();
    fireEvent.click(pickerPhoto(picker, 'm2'));
    fireEvent.click(pickerPhoto(picker, 'j1'));
    fireEvent.click(addButton(picker));
    await waitFor(() => expect(screen.queryByTestId('album-picker')).toBeNull());
    expect(service.added).toEqual([['m2', 'j1']]);
    expect(screen.getByTestId('toasts').textContent).toContain('2 photos added to Holiday');
  });

  test('a library that cannot be read says so and offers to try again', async () => {
    let down = true;
    library({ [`GET ${P}/users/timeline`]: () => (down ? new Response(null, { status: 503 }) : { timeline: { '2023': { '7': 2 } } }) });
    render(<PhotoOverlays {...albumPage()} />);
    act(() => void openModal({ kind: 'addFromLibrary', albumId: 'a1', albumName: 'Holiday' }));
    const picker = await screen.findByTestId('album-picker');
    const alert = await within(picker).findByRole('alert');
    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(picker).getAllByTestId('picker-photo').length).toBe(2));
  });
});
