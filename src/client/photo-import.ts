import { activationStarted, activationStatusResponse } from '@/domain/schemas/photos';
import { serviceClient, type HttpOptions } from './http';

/** Typed client of the photo library activation calls (spec §7: POST and GET /users/activate). */
export function photoImportClient(options: HttpOptions = {}) {
  const api = serviceClient('photo-import', options);
  return {
    status: () => api.request('/users/activate', activationStatusResponse),
    activate: () => api.request('/users/activate', activationStarted, { method: 'POST' }),
  };
}

export type PhotoImportClient = ReturnType<typeof photoImportClient>;
