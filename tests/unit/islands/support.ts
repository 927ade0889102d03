import { vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { pick, translator } from '@/i18n/translator.server';
import type { Photo } from '@/domain/schemas/photos';

/**
 * What the component tests of the photo islands share: the strings a page hands an island (the same
 * `pick` of the same locale file), photos as the service answers them, and a fake photo service behind
 * `fetch`, so the islands run their real stores, clients and response schemas.
 */
export function islandStrings(keys: readonly string[], locale: 'en-GB' | 'nl-NL' = 'en-GB'): Record<string, string> {
  return pick(translator(locale), keys);
}

/** A photo as the photo management service answers it (4:3, taken on `dateTaken`). */
export function photo(id: string, dateTaken = '2024-05-01T10:00:00.000'): Photo {
  const base = `/api/photo-management/photos/${id}`;
  return {
    imageId: id,
    localFileName: `${id}.jpg`,
    uploadId: `u-${id}`,
    url: `${base}/file`,
    untouchedUrl: `${base}/file?untouched=1`,
    location: null,
    favourite: false,
    thumbnails: [300, 800, 1300].map((size) => ({ id: size, url: `${base}/thumbnails/${size}`, width: size, height: (size * 3) / 4 })),
    dateTaken,
    visibleWidth: 400,
    visibleHeight: 300,
  };
}

export type Route = (url: URL, init: RequestInit | undefined) => unknown;

/**
 * Stubs `fetch` with the service's answers by path (`GET /api/photo-management/photos/ids`); a route
 * answering a Response sends it as it is, anything else as JSON. Unknown paths answer 404. Answers the
 * requests made, for tests that assert what the island asked.
 */
export function fakeServices(routes: Record<string, Route>): { requests: string[] } {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      if (url.pathname === '/config.json') return Promise.resolve(Response.json({ services: {} }));
      requests.push(`${method} ${url.pathname}${url.search}`);
      const route = routes[`${method} ${url.pathname}`];
      if (!route) return Promise.resolve(new Response(null, { status: 404 }));
      return Promise.resolve(route(url, init)).then((answer) => (answer instanceof Response ? answer : Response.json(answer)));
    }),
  );
  return { requests };
}

/**
 * jsdom lays nothing out: ResizeObserver reports every element `width` wide at once, as a browser does on
 * its first frame, and every element is `width` by `height` to scripts that ask; scrolling is recorded,
 * not done. vi.restoreAllMocks() undoes the sizes.
 */
export function layOutAt(width: number, height = 800): { scrolledTo: ScrollToOptions[] } {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height);
  const scrolledTo: ScrollToOptions[] = [];
  class SizedObserver {
    constructor(private readonly report: ResizeObserverCallback) {}
    observe(target: Element) {
      const entry = { target, contentRect: { width, height: 0 } } as unknown as ResizeObserverEntry;
      queueMicrotask(() => this.report([entry], this));
    }
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', SizedObserver);
  vi.stubGlobal('scrollTo', (options: ScrollToOptions) => scrolledTo.push(options));
  vi.stubGlobal('scrollBy', () => {});
  return { scrolledTo };
}

/** The text an element's aria-describedby names, as a screen reader reads it after the element's name. */
export function description(el: Element): string {
  const ids = el.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => el.ownerDocument.getElementById(id)?.textContent ?? '').join(' ');
}

/** Whether a control can be pressed. */
export const enabled = (el: Element): boolean => !(el as HTMLButtonElement).disabled;

/** After each component test: unmounted, real timers and globals again, the layout's stubs undone. */
export function endIslandTest(): void {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}
