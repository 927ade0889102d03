import { HttpStatusError } from '@/client/http';
import { apiFor } from '@/client/in-process.server';
import type { RequestContext } from '@/server/request-context';
import { reportError } from '@/server/reporter';
import type { DataExportItem } from '@/domain/schemas/data-export';

export interface DataExport extends DataExportItem {
  /** Signed URL of a ready export. */
  url: string | null;
}

/** The caller's personal data exports still offered, newest first, or null when the downloads service cannot be read. */
export async function dataExports(ctx: RequestContext, { withUrls = true } = {}): Promise<DataExport[] | null> {
  const client = apiFor(ctx).dataExports;
  try {
    const { items } = await client.list();
    return await Promise.all(
      items.map(async (item) => ({
        ...item,
        url:
          withUrls && item.state === 'ready'
            ? await client.url(item.id).then(
                (r) => r.url,
                () => null,
              )
            : null,
      })),
    );
  } catch (error) {
    if (!(error instanceof HttpStatusError)) reportError(error, { requestId: ctx.requestId, part: 'data-exports' });
    return null;
  }
}
