import { HttpStatusError } from '@/client/http';
import { apiFor } from '@/client/in-process.server';
import type { RequestContext } from '@/server/request-context';
import { reportError } from '@/server/reporter';

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
  const client = apiFor(ctx).photoZips;
  try {
    const now = Date.now();
    const valid = (await client.list()).filter((i) => new Date(i.expiresAt).getTime() > now);
    return await Promise.all(
      valid.map(async (i) => ({
        id: i.id,
        name: i.name,
        photoCount: i.photos.length,
        size: i.size,
        expiresAt: i.expiresAt,
        state: i.state,
        url: i.state === 'ready' ? await client.url(i.id).catch(() => null) : null,
      })),
    );
  } catch (error) {
    if (!(error instanceof HttpStatusError)) reportError(error, { requestId: ctx.requestId, part: 'photo-zips' });
    return null;
  }
}
