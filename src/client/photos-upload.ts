import { z } from 'zod';
import { serviceBaseUrl, serviceClient, type HttpOptions } from './http';
import { cancelResult, pendingUploads, serviceError, uploadStatuses, type UploadStatus } from '@/domain/schemas/uploads';
import type { UploadRefusal } from '@/domain/photos/upload-limits';

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
export function refusalOf(body: string | undefined): UploadRefusal | undefined {
  try {
    return serviceError.safeParse(JSON.parse(body ?? '')).data?.code;
  } catch {
    return undefined;
  }
}

/**
 * A resumed upload that held all its bytes already ends without the final answer (the server may
 * have finished it at its restart): its state says whether it became a photo.
 */
export async function finishedEarlier(
  uploadUrl: string | null,
  statuses: (ids: string[]) => Promise<{ uploads: UploadStatus[] }>,
): Promise<UploadStatus | null> {
  const id = uploadUrl?.split('/').pop();
  if (!id) return null;
  const [status] = (await statuses([id])).uploads;
  return status?.state === 'pending' ? status : null;
}

/** Typed client of the upload service: confirm or cancel finished tus uploads (spec §4 Upload). */
export function uploadClient(options: HttpOptions = {}) {
  const api = serviceClient('upload', options);
  return {
    /** The tus endpoint below the service's base URL. */
    endpoint: async () => `${await serviceBaseUrl('upload', options)}/files`,
    confirm: (uploadIds: readonly string[]) =>
      api.request('/confirm', confirmResult, { method: 'POST', body: { uploadIds: [...uploadIds] } }),
    statuses: (uploadIds: readonly string[]) => api.request(`/uploads?ids=${uploadIds.map(encodeURIComponent).join(',')}`, uploadStatuses),
    cancel: (uploadIds: readonly string[]) => api.request('/cancel', cancelResult, { method: 'POST', body: { uploadIds: [...uploadIds] } }),
    /** Finished uploads of the account, from any window or device, neither added nor discarded yet. */
    pending: () => api.request('/pending', pendingUploads),
    /** Adds the pending uploads finished by `until` (the offer's) to the library. */
    confirmPending: (until: string) => api.request('/pending/confirm', confirmResult, { method: 'POST', body: { until } }),
    /** Discards the pending uploads finished by `until`: their photos are deleted. */
    cancelPending: (until: string) => api.request('/pending/cancel', cancelResult, { method: 'POST', body: { until } }),
  };
}
