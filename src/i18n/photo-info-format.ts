/**
 * The formats of the preview's info panel (pixel size, exposure, GPS coordinates), kept apart from
 * `format.ts` so that they load with the panel, not with every photo page.
 */
import { formatNumber, numberFormat } from './format';

/** A photo's size in pixels as cameras and photo apps write it: '4000 × 3000' (the locale's digits, no grouping). */
export function formatDimensions(locale: string, width: number, height: number): string {
  const pixels = numberFormat(locale, { useGrouping: false });
  return `${pixels.format(width)} × ${pixels.format(height)}`;
}

const decimals = (locale: string, value: number, digits: number) => numberFormat(locale, { maximumFractionDigits: digits }).format(value);

/**
 * A camera's exposure as photographers write it, each part only when known:
 * '1/125 s · f/2.8 · ISO 200 · 35 mm' (a shutter of a second or longer as '2 s'; decimals the locale's way).
 */
export function formatExposure(
  locale: string,
  exposure: { exposureTime?: number; fNumber?: number; iso?: number; focalLength?: number },
): string {
  const { exposureTime, fNumber, iso, focalLength } = exposure;
  const shutter =
    exposureTime === undefined
      ? undefined
      : exposureTime < 1
        ? `1/${formatNumber(locale, Math.round(1 / exposureTime))} s`
        : `${decimals(locale, exposureTime, 1)} s`;
  return [
    shutter,
    fNumber === undefined ? undefined : `f/${decimals(locale, fNumber, 1)}`,
    iso === undefined ? undefined : `ISO ${formatNumber(locale, iso)}`,
    focalLength === undefined ? undefined : `${decimals(locale, focalLength, 1)} mm`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** One coordinate without its sign, to four decimals (about 10 m): '52.3702°'; the hemisphere is the caller's word. */
export function formatCoordinate(locale: string, degrees: number): string {
  return `${numberFormat(locale, { minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(Math.abs(degrees))}°`;
}
