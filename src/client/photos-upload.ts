import { z } from 'zod';
import { serviceBaseUrl, serviceClient, type HttpOptions } from './http';
import { serviceError } from '@/domain/schemas/uploads';
import type { ImageRefusal } from '@/domain/photos/image-refusals';

/** Responses of the upload service (its contract is in src/server/services/upload/routes.ts). */
export const uploadOutcome = z.object({
  uploadId: z.string(),
  photoId: z.string(),
  duplicate: z.boolean(),
  type: z.string(),
  localFileName: z.string(),
});
export const confirmResult = z.object({ photoIds: z.array(z.string()), duplicates: z.array(z.string()), failed: z.array(z.string()) });
export type ConfirmResult = z.infer<typeof confirmResult>;

/** The refusal code of a refused upload's answer; none when the body is not the service's (e.g. the upload server's byte limit). */
export function refusalOf(body: string | undefined): ImageRefusal | undefined {
  try {
    return serviceError.safeParse(JSON.parse(body ?? '')).data?.code;
  } catch {
    return undefined;
  }
}

/** Typed client of the upload service: confirm or cancel finished tus uploads (spec §4 Upload). */
export function uploadClient(options: HttpOptions = {}) {
  const api = serviceClient('upload', options);
  return {
    /** The tus endpoint below the service's base URL. */
    endpoint: async () => `${await serviceBaseUrl('upload', options)}/files`,
    confirm: (uploadIds: readonly string[]) =>
      api.request('/confirm', confirmResult, { method: 'POST', body: { uploadIds: [...uploadIds] } }),
    cancel: (uploadIds: readonly string[]) =>
      api.request('/cancel', z.object({ cancelled: z.array(z.string()) }), { method: 'POST', body: { uploadIds: [...uploadIds] } }),
  };
}
