import { useStore } from '@nanostores/react';
import { PRINT_SIZES, printSizeKey } from '@/domain/photos/print-readiness';
import { $printHintSize } from '@/stores/library';
import { choosePrintSize } from '@/stores/print-hint';
import type { T } from '../common/strings';

/**
 * Order-prints mode's print size choice: tiles whose photo is too small for it carry a badge. A hint only
 * (the prints editor chooses the product); the choice is remembered on this device.
 */
export function PrintSizeHint({ t }: { t: T }) {
  const size = useStore($printHintSize) ?? PRINT_SIZES[0];
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="print-hint-size" className="text-sm font-medium">
        {t('photos.printHint.label')}
      </label>
      <select
        id="print-hint-size"
        className="input py-1"
        value={printSizeKey(size)}
        data-testid="print-hint-size"
        onChange={(e) => choosePrintSize(PRINT_SIZES.find((s) => printSizeKey(s) === e.target.value) ?? PRINT_SIZES[0])}
      >
        {PRINT_SIZES.map((s) => (
          <option key={printSizeKey(s)} value={printSizeKey(s)}>
            {t('photos.info.printSize', { short: s.shortCm, long: s.longCm })}
          </option>
        ))}
      </select>
    </div>
  );
}
