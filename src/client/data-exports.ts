import { dataExportItem, dataExportItems } from '@/domain/schemas/data-export';
import { signedDownloadUrl } from '@/domain/schemas/uploads';
import { serviceClient, type HttpOptions } from './http';

/** Typed client of the personal data exports of the downloads service. */
export function dataExportsClient(options: HttpOptions = {}) {
  const api = serviceClient('downloads', options);
  return {
    list: () => api.request('/data-exports', dataExportItems),
    start: () => api.request('/data-exports', dataExportItem, { method: 'POST' }),
    url: (id: string) => api.request(`/data-exports/${encodeURIComponent(id)}/url`, signedDownloadUrl),
  };
}
