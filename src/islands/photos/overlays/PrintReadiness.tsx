import { largestSharpPrint, printReadiness, type PrintSize } from '@/domain/photos/print-readiness';
import type { T } from '../common/strings';

const QUALITY_MARK = { sharp: '✓', acceptable: '~', tooSmall: '✕' } as const;

/** The info panel's print sizes: the largest the photo prints sharply at, then how it prints at each size. */
export function PrintReadiness({ width, height, t }: { width: number; height: number; t: T }) {
  const sizeName = (size: PrintSize) => t('photos.info.printSize', { short: size.shortCm, long: size.longCm });
  const sharpest = largestSharpPrint(width, height);
  return (
    <div>
      <dt className="text-slate-300">{t('photos.info.prints')}</dt>
      <dd data-testid="info-prints">
        <p data-testid="info-prints-summary">
          {sharpest ? t('photos.info.printsWellUpTo', { size: sizeName(sharpest) }) : t('photos.info.printsNotSharp')}
        </p>
        <ul className="mt-1 space-y-0.5 text-slate-200">
          {printReadiness(width, height).map(({ size, quality }) => (
            <li key={size.longCm} data-quality={quality}>
              <span aria-hidden="true" className="inline-block w-4">
                {QUALITY_MARK[quality]}
              </span>
              {t(`photos.info.printQuality.${quality}`, { size: sizeName(size) })}
            </li>
          ))}
        </ul>
      </dd>
    </div>
  );
}
