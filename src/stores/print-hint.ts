import { atom } from 'nanostores';
import { PRINT_HINT_STORAGE_KEY, printSizeKey, storedPrintSize, type PrintSize } from '@/domain/photos/print-readiness';
import { $selection } from './photos-ui';

/**
 * The order-prints selection's hint: while 'Order prints' mode lasts (until select mode ends), tiles whose
 * photo is too small for the chosen print size carry a badge. The size is remembered on this device.
 */
export const $printing = atom(false);
export const $printHintSize = atom<PrintSize | null>(null);

$selection.listen((selection) => {
  if (!selection.selecting) $printing.set(false);
});

function readStored(): string | null {
  try {
    return window.localStorage.getItem(PRINT_HINT_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Order-prints mode starts: the size chosen last on this device, or the smallest. */
export function startPrinting(): void {
  if (!$printHintSize.get()) $printHintSize.set(storedPrintSize(readStored()));
  $printing.set(true);
}

export function choosePrintSize(size: PrintSize): void {
  $printHintSize.set(size);
  try {
    window.localStorage.setItem(PRINT_HINT_STORAGE_KEY, printSizeKey(size));
  } catch {
    /* storage blocked: the choice lasts for this page only */
  }
}
