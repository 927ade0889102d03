import { z } from 'zod';
import { downloadItem } from './uploads';

/** A personal data export as the downloads service answers it (POST/GET /data-exports): an archive's state, size and expiry. */
export const dataExportItem = downloadItem.omit({ name: true, photos: true });
export type DataExportItem = z.infer<typeof dataExportItem>;
export const dataExportItems = z.object({ items: z.array(dataExportItem) });
