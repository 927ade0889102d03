import type { HttpOptions } from './http';
import { contractClient } from './contract';
import { downloadsApi } from '@/domain/contracts/downloads';

/** Typed client of the personal data exports of the downloads service, each call made by its route's contract. */
export function dataExportsClient(options: HttpOptions = {}) {
  const call = contractClient('downloads', options);
  return {
    list: () => call(downloadsApi.exports, {}),
    start: () => call(downloadsApi.startExport, {}),
    url: (id: string) => call(downloadsApi.exportUrl, { params: { id } }),
  };
}
