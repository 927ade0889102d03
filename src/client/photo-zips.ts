import type { HttpOptions } from './http';
import { contractClient } from './contract';
import { downloadsApi } from '@/domain/contracts/downloads';

/** Typed client of the photo zips of the downloads service, as the downloads page lists them (with state, size and expiry). */
export function photoZipsClient(options: HttpOptions) {
  const call = contractClient('downloads', options);
  return {
    list: async () => (await call(downloadsApi.list, {})).items,
    url: async (id: string) => (await call(downloadsApi.url, { params: { id } })).url,
  };
}
