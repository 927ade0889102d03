import type { HttpOptions } from './http';
import { contractClient } from './contract';
import { photoImportApi } from '@/domain/contracts/photo-import';

/** Typed client of the photo library activation calls (spec §7: POST and GET /users/activate), made by their routes' contracts. */
export function photoImportClient(options: HttpOptions = {}) {
  const call = contractClient('photo-import', options);
  return {
    status: () => call(photoImportApi.status, {}),
    activate: () => call(photoImportApi.activate, {}),
  };
}

export type PhotoImportClient = ReturnType<typeof photoImportClient>;
