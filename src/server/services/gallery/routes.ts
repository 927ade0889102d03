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
        .where(
          and(
            eq(shopGalleryEntries.id, params.id),
            eq(shopGalleryEntries.accountId, viewer.accountId),
            eq(shopGalleryEntries.channelId, query.channel),
          ),
        );
      if (!row) throw notFound('Gallery entry not found');
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
        .where(
          and(
            eq(shopGalleryEntries.id, params.id),
            eq(shopGalleryEntries.accountId, viewer.accountId),
            eq(shopGalleryEntries.channelId, query.channel),
          ),
        )
        .returning();
      if (!row) throw notFound('Gallery entry not found');
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
        .where(
          and(
            eq(shopGalleryEntries.id, params.id),
            eq(shopGalleryEntries.accountId, viewer.accountId),
            eq(shopGalleryEntries.channelId, query.channel),
          ),
        )
        .returning();
      if (deleted.length === 0) throw notFound('Gallery entry not found');
      return { ok: true };
    },
  }),
];
