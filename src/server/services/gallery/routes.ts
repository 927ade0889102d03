import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { route } from '../../http/route';
import { notFound } from '../../http/errors';
import { shopGalleryEntries } from '../../db/schema';
import { galleryEntryInput, galleryEntryUpdate, GALLERY_CATEGORIES } from '@/domain/schemas/widgets';
import { codeParam } from '@/domain/schemas/orders';
import { findOwnWidget, toGalleryEntry } from '../widget/widgets';
import { categories, galleryEntry } from '@/domain/schemas/widgets';
import { okAnswer } from '@/domain/schemas/answers';

const entryId = z.object({ id: z.uuid({ error: 'Gallery entry id must be a UUID' }) });
const channelQuery = z.object({ channel: codeParam(40) });
const ENTRY_NOT_FOUND = 'Gallery entry not found';

/** The caller's entry on the channel asked for: another account's or channel's answers 404 like a missing one. */
const ownEntry = (id: string, accountId: string, channel: string) =>
  and(eq(shopGalleryEntries.id, id), eq(shopGalleryEntries.accountId, accountId), eq(shopGalleryEntries.channelId, channel));

/** Gallery API of spec §7 (entries of online products with categories), mounted at /api/gallery. */
export const routes = [
  route({
    method: 'GET',
    path: '/v1/categories',
    access: 'consumer',
    summary: 'Categories a gallery entry may have',
    response: categories,
    handler: () => ({ categories: GALLERY_CATEGORIES.map((name) => ({ name })) }),
  }),
  route({
    method: 'POST',
    path: '/v1/galleryentries',
    access: 'consumer',
    summary: 'Adds an online product to the gallery',
    response: galleryEntry,
    refusals: { 404: 'There is no online product for this code' },
    body: galleryEntryInput,
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
    method: 'GET',
    path: '/v1/galleryentries/:id',
    access: 'consumer',
    summary: 'One gallery entry of the caller',
    response: galleryEntry,
    params: entryId,
    query: channelQuery,
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
    method: 'PUT',
    path: '/v1/galleryentries/:id',
    access: 'consumer',
    summary: 'Changes a gallery entry',
    response: galleryEntry,
    params: entryId,
    query: channelQuery,
    body: galleryEntryUpdate,
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
    method: 'DELETE',
    path: '/v1/galleryentries/:id',
    access: 'consumer',
    summary: 'Removes a gallery entry',
    response: okAnswer,
    params: entryId,
    query: channelQuery,
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
