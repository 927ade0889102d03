import { z } from 'zod';
import { serviceClient, HttpStatusError } from '@/client/http';
import { inProcess } from '@/client/shop-inprocess';
import type { RequestContext } from '@/server/request-context';
import { reportError } from '@/server/reporter';

/** Photo zips as the downloads service lists them (spec §3 Download: id, name, photos). */
const downloadItem = z.looseObject({
  id: z.string(),
  name: z.string(),
  photos: z.array(z.unknown()).optional(),
  photoCount: z.number().int().optional(),
  state: z.enum(['pending', 'ready', 'failed']).optional(),
  size: z.number().nullish(),
  expiresAt: z.string().nullish(),
});
const downloadList = z.object({ items: z.array(downloadItem) });
const downloadUrl = z.object({ url: z.string() });

export interface PhotoZip {
  id: string;
  name: string;
  photoCount: number;
  size: number | null;
  expiresAt: string | null;
  state: 'pending' | 'ready' | 'failed';
  /** Signed URL of a ready archive. */
  url: string | null;
}

/** The caller's photo zips that are still valid, or null when the downloads service cannot be read. */
export async function photoZips(ctx: RequestContext): Promise<PhotoZip[] | null> {
  const client = serviceClient('downloads', inProcess(ctx, ['downloads']));
  try {
    const { items } = await client.request('/downloads', downloadList);
    const now = Date.now();
    const valid = items.filter((i) => !i.expiresAt || new Date(i.expiresAt).getTime() > now);
    return await Promise.all(
      valid.map(async (i) => ({
        id: i.id,
        name: i.name,
        photoCount: i.photoCount ?? i.photos?.length ?? 0,
        size: i.size ?? null,
        expiresAt: i.expiresAt ?? null,
        state: i.state ?? 'ready',
        url:
          i.state === 'pending' || i.state === 'failed'
            ? null
            : await client.request(`/downloads/${encodeURIComponent(i.id)}/url`, downloadUrl).then(
                (r) => r.url,
                () => null,
              ),
      })),
    );
  } catch (error) {
    if (!(error instanceof HttpStatusError)) reportError(error, { requestId: ctx.requestId, part: 'photo-zips' });
    return null;
  }
}
