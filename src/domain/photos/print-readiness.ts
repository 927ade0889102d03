/**
 * Print readiness: which print sizes a photo's pixels fill sharply. A print is judged at the resolution
 * left after the photo is cropped to the print's shape (its long side on the print's long side, as the
 * prints editor places it): at `PRINT_DPI_SHARP` or more it prints sharply, at `PRINT_DPI_ACCEPTABLE` or more
 * it looks fine at arm's length, below that it looks blurred.
 */

/** A print's sides in centimetres, short side first. */
export interface PrintSize {
  shortCm: number;
  longCm: number;
}

/** The photo print sizes the shop offers, smallest first (every channel sells the same catalogue). */
export const PRINT_SIZES: readonly PrintSize[] = [
  { shortCm: 10, longCm: 15 },
  { shortCm: 13, longCm: 18 },
  { shortCm: 20, longCm: 30 },
  { shortCm: 30, longCm: 45 },
  { shortCm: 40, longCm: 60 },
  { shortCm: 50, longCm: 75 },
];

/** Dots per inch for a print to look sharp close up (the print trade's usual figure). */
export const PRINT_DPI_SHARP = 300;
/** Dots per inch below which a print looks blurred even at arm's length. */
export const PRINT_DPI_ACCEPTABLE = 150;

const CM_PER_INCH = 2.54;

export type PrintQuality = 'sharp' | 'acceptable' | 'tooSmall';

/** The resolution a photo of `width` × `height` pixels has on a print of `size`, cropped to its shape. */
export function printDpi(width: number, height: number, size: PrintSize): number {
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  return Math.min(long / (size.longCm / CM_PER_INCH), short / (size.shortCm / CM_PER_INCH));
}

export function printQuality(width: number, height: number, size: PrintSize): PrintQuality {
  const dpi = printDpi(width, height, size);
  if (dpi >= PRINT_DPI_SHARP) return 'sharp';
  return dpi >= PRINT_DPI_ACCEPTABLE ? 'acceptable' : 'tooSmall';
}

/** Every offered size with how a photo of `width` × `height` pixels prints at it. */
export function printReadiness(width: number, height: number): { size: PrintSize; quality: PrintQuality }[] {
  return PRINT_SIZES.map((size) => ({ size, quality: printQuality(width, height, size) }));
}

/** The largest offered size the photo prints sharply at, if any. */
export function largestSharpPrint(width: number, height: number): PrintSize | undefined {
  return PRINT_SIZES.findLast((size) => printQuality(width, height, size) === 'sharp');
}

/** A size as the order-prints toolbar stores and offers it: '30x45'. */
export function printSizeKey(size: PrintSize): string {
  return `${size.shortCm}x${size.longCm}`;
}

/**
 * The print size the order-prints selection checks photos against (a hint only: the prints editor uses its
 * own product), remembered on the device under this key; the smallest when none or an unknown one is stored.
 */
export const PRINT_HINT_STORAGE_KEY = 'photos.printHintSize';
export function storedPrintSize(raw: string | null): PrintSize {
  return PRINT_SIZES.find((size) => printSizeKey(size) === raw) ?? PRINT_SIZES[0];
}

/** Whether a photo of `width` × `height` pixels (unknown: not flagged) would look blurred at `size`. */
export function isTooSmallFor(width: number | undefined, height: number | undefined, size: PrintSize): boolean {
  return Boolean(width && height) && printQuality(width!, height!, size) === 'tooSmall';
}
