import { describe, expect, it } from 'vitest';
import {
  isTooSmallFor,
  largestSharpPrint,
  printDpi,
  printQuality,
  printReadiness,
  printSizeKey,
  storedPrintSize,
  PRINT_SIZES,
} from '@/domain/photos/print-readiness';

const size = (shortCm: number, longCm: number) => PRINT_SIZES.find((s) => s.shortCm === shortCm && s.longCm === longCm)!;
const qualities = (width: number, height: number) =>
  Object.fromEntries(printReadiness(width, height).map(({ size: s, quality }) => [`${s.shortCm}x${s.longCm}`, quality]));

describe('print readiness (src/domain/photos/print-readiness.ts)', () => {
  it('a 12 MP phone photo (4032 × 3024) prints sharply up to 20 × 30 cm and acceptably up to 40 × 60 cm', () => {
    expect(qualities(4032, 3024)).toEqual({
      '10x15': 'sharp',
      '13x18': 'sharp',
      '20x30': 'sharp',
      '30x45': 'acceptable',
      '40x60': 'acceptable',
      '50x75': 'tooSmall',
    });
    expect(largestSharpPrint(3024, 4032)).toEqual(size(20, 30));
  });

  it('a 2 MP messenger copy (1600 × 1200) is fine for 10 × 15 cm and too small for 30 × 45 cm', () => {
    expect(printQuality(1600, 1200, size(10, 15))).toBe('acceptable');
    expect(printQuality(1600, 1200, size(30, 45))).toBe('tooSmall');
    expect(largestSharpPrint(1600, 1200)).toBeUndefined();
  });

  it('a 3:1 panorama is judged on its short side, cropped to the print', () => {
    // 9000 × 3000: the long side is plenty; 3000 px over 30 cm is 254 dpi.
    expect(Math.round(printDpi(9000, 3000, size(30, 45)))).toBe(254);
    expect(printQuality(9000, 3000, size(20, 30))).toBe('sharp');
    expect(printQuality(9000, 3000, size(30, 45))).toBe('acceptable');
  });

  it("a HEIC photo is judged by its pixels like any other: an iPhone's 4032 × 3024 as the 12 MP phone photo", () => {
    expect(qualities(3024, 4032)).toEqual(qualities(4032, 3024));
  });

  it('a 24 MP camera photo (6000 × 4000) prints well up to 30 × 45 cm', () => {
    expect(largestSharpPrint(6000, 4000)).toEqual(size(30, 45));
  });

  it("order prints' hint flags a 2 MP messenger copy for a 30 × 45 cm print, not for 10 × 15 cm, and never a photo of unknown size", () => {
    expect(isTooSmallFor(1600, 1200, size(30, 45))).toBe(true);
    expect(isTooSmallFor(1600, 1200, size(10, 15))).toBe(false);
    expect(isTooSmallFor(4032, 3024, size(30, 45))).toBe(false);
    expect(isTooSmallFor(undefined, undefined, size(50, 75))).toBe(false);
  });

  it('the hint size remembered on the device is read back, and anything else is the smallest size', () => {
    expect(storedPrintSize(printSizeKey(size(30, 45)))).toEqual(size(30, 45));
    expect(storedPrintSize(null)).toEqual(PRINT_SIZES[0]);
    expect(storedPrintSize('31x45')).toEqual(PRINT_SIZES[0]);
  });
});
