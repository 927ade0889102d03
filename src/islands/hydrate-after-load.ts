import type { ClientDirective } from 'astro';

/** Longest wait for the page's load event: a photo that never arrives must not keep the page inert. */
const LOAD_WAIT_MS = 3000;
/** Longest wait for the first screen's images to be decoded after load: hydration must not hang on one. */
const DECODE_WAIT_MS = 1000;

/**
 * `client:afterload`: hydrates an island once the page has loaded (the first screen's photos included),
 * the frame showing them has been painted and the main thread is idle. On a slow phone the scripts then never compete with the photo that is the
 * page's largest paint; until they run, the server's HTML already shows the photos and its links work.
 */
const afterLoad: ClientDirective = (load) => {
  warmUpIntl();
  const hydrate = () => void load().then((hydrateIsland) => hydrateIsland());
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(hydrate) : setTimeout(hydrate, 0));
  if (document.readyState === 'complete') return void whenIdle();
  const timer = setTimeout(whenIdle, LOAD_WAIT_MS);
  window.addEventListener(
    'load',
    () => {
      clearTimeout(timer);
      // The first screen's photos decoded, then two animation frames: the frame that paints them (the largest
      // paint) comes first. An image decoded off the main thread (`decoding="async"`) can paint frames after load.
      void firstScreenDecoded().then(() => requestAnimationFrame(() => requestAnimationFrame(whenIdle)));
    },
    { once: true },
  );
};

/** Settles once every image in the first screen is decoded (or has failed to), or after DECODE_WAIT_MS at most. */
function firstScreenDecoded(): Promise<unknown> {
  const shown = [...document.images].filter((img) => img.complete && img.getBoundingClientRect().top < window.innerHeight);
  const decoded = Promise.all(shown.map((img) => img.decode().catch(() => undefined)));
  return Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, DECODE_WAIT_MS))]);
}

/**
 * Once per page, while the first screen loads: a worker makes the browser load its date and number
 * formats' data (public/warm-up-intl.js says why), so hydrating the islands does not.
 */
function warmUpIntl() {
  const page = window as { intlWarmedUp?: boolean };
  if (page.intlWarmedUp || typeof Worker === 'undefined') return;
  page.intlWarmedUp = true;
  new Worker('/warm-up-intl.js');
}

export default afterLoad;

declare module 'astro' {
  interface AstroClientDirectives {
    'client:afterload'?: boolean;
  }
}
