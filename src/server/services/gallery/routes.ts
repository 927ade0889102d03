import { and, eq } from 'drizzle-orm';
import { route } from '../../http/route';
import { notFound } from '../../http/errors';
import { shopGalleryEntries } from '../../db/schema';
import { GALLERY_CATEGORIES } from '@/domain/schemas/widgets';
import { galleryApi } from '@/domain/contracts/gallery';
import { findOwnWidget, toGalleryEntry } from '../widget/widgets';

const ENTRY_NOT_FOUND = 'Gallery entry not found';

/** The caller's entry on the channel asked for: another account's or channel's answers 404 like a missing one. */
const ownEntry = (id: string, accountId: string, channel: string) =>
  and(eq(shopGalleryEntries.id, id), eq(shopGalleryEntries.accountId, accountId), eq(shopGalleryEntries.channelId, channel));

/** Gallery API of spec §7, mounted at /api/gallery; the contracts are `galleryApi` of `src/domain/contracts/gallery.ts`. */
export const routes = [
  route({
    ...galleryApi.categories,
    access: 'consumer',
    handler: () => ({ categories: GALLERY_CATEGORIES.map((name) => ({ name })) }),
  }),
  route({
    ...galleryApi.create,
    access: 'consumer',
    handler: async ({ db, viewer, body }) => {
      await findOwnWidget(db, viewer.accountId, body.widgetId);
      const [row] = await db
        .insert(shopGalleryEntries)
        .values({
          widgetCode: body.widgetId,
          accountId: viewer.accountId,
          channelId: body.channel,
          title: body.title,
          description: body.description,
          categories: body.categories,
        })
        .returning();
      return toGalleryEntry(row);
    },
  }),
  route({
    ...galleryApi.entry,
    access: 'consumer',
    handler: async ({ db, viewer, params, query }) => {
      const [row] = await db
        .select()
        .from(shopGalleryEntries)
        .where(ownEntry(params.id, viewer.accountId, query.channel));
      if (!row) throw notFound(ENTRY_NOT_FOUND);
      return toGalleryEntry(row);
    },
  }),
  route({
    ...galleryApi.update,
    access: 'consumer',
    handler: async ({ db, viewer, params, query, body }) => {
      const [row] = await db
        .update(shopGalleryEntries)
        .set({ ...body, updatedAt: new Date() })
        .where(ownEntry(params.id, viewer.accountId, query.channel))
        .returning();
      if (!row) throw notFound(ENTRY_NOT_FOUND);
      return toGalleryEntry(row);
    },
  }),
  route({
    ...galleryApi.remove,
    access: 'consumer',
    handler: async ({ db, viewer, params, query }) => {
      const deleted = await db
        .delete(shopGalleryEntries)
        .where(ownEntry(params.id, viewer.accountId, query.channel))
        .returning();
      if (deleted.length === 0) throw notFound(ENTRY_NOT_FOUND);
      return { ok: true };
    },
  }),
];
