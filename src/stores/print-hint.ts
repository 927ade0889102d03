import { PRINT_HINT_STORAGE_KEY, printSizeKey, storedPrintSize, type PrintSize } from '@/domain/photos/print-readiness';
import { $printHintSize, $printing, $selection } from './library';

/**
 * The order-prints selection's hint ($printing, $printHintSize): the size is remembered on this device. Loaded
 * when order-prints mode starts, so the grid's first script carries none of it.
 */

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
  // Not when select mode ended while this module loaded.
  if ($selection.get().selecting) $printing.set(true);
}

export function choosePrintSize(size: PrintSize): void {
  $printHintSize.set(size);
  try {
    window.localStorage.setItem(PRINT_HINT_STORAGE_KEY, printSizeKey(size));
  } catch {
    /* storage blocked: the choice lasts for this page only */
  }
}
