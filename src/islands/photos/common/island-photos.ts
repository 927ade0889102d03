import { unpackPhotos, type IslandPhotos, type PackedPhotos } from '@/domain/photos-ui/photo-props';
import type { Photo } from '@/domain/schemas/photos';

/** The id of the page's one JSON script of the photos its islands start from (`IslandPhotos.astro` writes it). */
export const PHOTOS_SCRIPT_ID = 'island-photos';

/**
 * A value that reaches an island's server render without being sent again with its props: Astro writes an
 * island's props into the page by their own enumerable keys, and this has none (the value is a private field),
 * so it travels as `{}` and `value` is undefined in the browser.
 */
export class ServerOnly<T> {
  readonly #value: T;
  constructor(value: T) {
    this.#value = value;
  }
  get value(): T | undefined {
    return this.#value;
  }
}

/** What a photo island is given for its server render: the photos of the page's script. */
export type WithServerPhotos = { serverPhotos?: ServerOnly<PackedPhotos> };

const read = new WeakMap<Element, IslandPhotos>();

/** The photos a photo island starts from: on the server its `serverPhotos`, in the browser the page's script (read once). */
export function islandPhotos<P extends Photo>(props: WithServerPhotos): IslandPhotos<P> {
  const packed = props.serverPhotos?.value;
  if (packed) return unpackPhotos(packed) as IslandPhotos<P>;
  const script = typeof document === 'undefined' ? null : document.getElementById(PHOTOS_SCRIPT_ID);
  if (!script) return {};
  if (!read.has(script)) read.set(script, unpackPhotos(JSON.parse(script.textContent || '{"photos":[]}') as PackedPhotos));
  return read.get(script) as IslandPhotos<P>;
}
