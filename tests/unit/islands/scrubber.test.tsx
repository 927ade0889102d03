// @vitest-environment jsdom
import { packPhotos } from '@/domain/photos-ui/photo-props';
import { ServerOnly } from '@/islands/photos/common/island-photos';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import PhotoGrid, { type PhotoGridProps } from '@/islands/photos/PhotoGrid';
import { GRID_KEYS } from '@/components/photos/strings';
import { DEFAULT_SORTING } from '@/domain/photos-ui/sort';
import { fakeServices, islandStrings, layOutAt, photo, endIslandTest } from './support';

/** A library of five months over three years; the server rendered the newest month's photos. */
const TIMELINE = { '2024': { '5': 3, '3': 2 }, '2023': { '7': 2, '1': 1 }, '2022': { '12': 4 } };
const MONTHS = ['May 2024', 'March 2024', 'July 2023', 'January 2023', 'December 2022'];

function libraryProps(): PhotoGridProps {
  return {
    init: {
      ctx: { view: 'photos', basePath: '/my-photos/photos', search: '' },
      sorting: DEFAULT_SORTING.photos,
      timeline: TIMELINE,
      flatCount: 0,
    },
    serverPhotos: new ServerOnly(
      packPhotos({ pages: { '2024/5': { cursor: null, images: ['a', 'b', 'c'].map((id) => photo(id, '2024-05-01T10:00:00.000')) } } }),
    ),
    counts: { photos: 12, albums: 0, sharedView: true },
    strings: islandStrings(GRID_KEYS),
    locale: 'en-GB',
    features: { orderPrints: true },
    analytics: false,
  };
}

async function renderLibrary() {
  render(<PhotoGrid {...libraryProps()} />);
  await waitFor(() => expect(screen.getByTestId('photo-grid').dataset.ready).toBe('true'));
  // The scrubber's code loads once the grid is measured (its first import is transformed on the way: slow under load).
  return screen.findByRole('slider', { name: 'Timeline' }, { timeout: 10_000 });
}

/** Where each month's section starts in the grid (its layout), to compare the jumps with. */
const sectionTop = (key: string) => parseFloat(document.querySelector<HTMLElement>(`[data-month="${key}"]`)?.style.top ?? 'NaN');

let layout: ReturnType<typeof layOutAt>;
let service: { requests: string[] };
beforeEach(() => {
  layout = layOutAt(1000);
  localStorage.clear();
  service = fakeServices({
    'GET /api/photo-management/photos/timeline/2024/3': () => ({ cursor: null, images: [photo('d'), photo('e')] }),
  });
});
afterEach(endIslandTest);

describe('timeline scrubber', () => {
  test('the slider names the month at the top, and knows how many months there are', async () => {
    const slider = await renderLibrary();
    expect(slider.getAttribute('aria-valuemin')).toBe('0');
    expect(slider.getAttribute('aria-valuemax')).toBe(String(MONTHS.length - 1));
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
    expect(slider.getAttribute('aria-valuetext')).toBe('May 2024');
    await waitFor(() => expect(screen.getAllByTestId('scrubber-year').map((y) => y.textContent)).toEqual(['2024', '2023', '2022']));
  });

  test('keys move a month, a year and to the ends; the grid scrolls to the month and loads it', async () => {
    const slider = await renderLibrary();
    const named = () => slider.getAttribute('aria-valuetext');
    fireEvent.keyDown(slider, { key: 'ArrowDown' });
    expect(named()).toBe('March 2024');
    expect(slider.getAttribute('aria-valuenow')).toBe('1');
    await waitFor(() => expect(service.requests.some((r) => r.startsWith('GET /api/photo-management/photos/timeline/2024/3?'))).toBe(true));
    const landed = layout.scrolledTo.at(-1)?.top;
    await waitFor(() => expect(document.querySelector('[data-month="2024/3"]')).not.toBeNull());
    expect(landed).toBeGreaterThan(0);
    // A year on: the first month at least twelve months away.
    fireEvent.keyDown(slider, { key: 'PageDown' });
    expect(named()).toBe('January 2023');
    fireEvent.keyDown(slider, { key: 'End' });
    expect(named()).toBe('December 2022');
    fireEvent.keyDown(slider, { key: 'PageUp' });
    expect(named()).toBe('March 2024');
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(named()).toBe('May 2024');
    expect(layout.scrolledTo.at(-1)?.top).toBe(0);
    fireEvent.keyDown(slider, { key: 'ArrowUp' });
    expect(named()).toBe('May 2024');
  });

  test('after a key the bubble names the month for a moment', async () => {
    const slider = await renderLibrary();
    vi.useFakeTimers();
    fireEvent.keyDown(slider, { key: 'ArrowDown' });
    const rail = screen.getByTestId('scrubber');
    expect(rail.hasAttribute('data-active')).toBe(true);
    expect(screen.getByTestId('scrubber-bubble').textContent).toBe('March 2024');
    act(() => void vi.advanceTimersByTime(1_000));
    expect(rail.hasAttribute('data-active')).toBe(false);
  });

  test('a jump lands on the top of the month in the layout', async () => {
    const slider = await renderLibrary();
    fireEvent.keyDown(slider, { key: 'End' });
    await waitFor(() => expect(document.querySelector('[data-month="2022/12"]')).not.toBeNull());
    expect(layout.scrolledTo.at(-1)?.top).toBe(sectionTop('2022/12'));
  });
});
