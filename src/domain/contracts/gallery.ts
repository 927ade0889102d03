import { z } from 'zod';
import { contract } from './contract';
import { categories, galleryEntry, galleryEntryInput, galleryEntryUpdate } from '../schemas/widgets';
import { codeParam } from '../schemas/orders';
import { okAnswer } from '../schemas/answers';

const entryId = z.object({ id: z.uuid({ error: 'Gallery entry id must be a UUID' }) });
const channelQuery = z.object({ channel: codeParam(40) });

/** Gallery API of spec §7 (entries of online products with categories), mounted at /api/gallery. */
export const galleryApi = {
  categories: contract({
    method: 'GET',
    path: '/v1/categories',
    response: categories,
    summary: 'Categories a gallery entry may have',
  }),
  create: contract({
    method: 'POST',
    path: '/v1/galleryentries',
    body: galleryEntryInput,
    response: galleryEntry,
    refusals: { 404: 'There is no online product for this code' },
    summary: 'Adds an online product to the gallery',
  }),
  entry: contract({
    method: 'GET',
    path: '/v1/galleryentries/:id',
    params: entryId,
    query: channelQuery,
    response: galleryEntry,
    summary: 'One gallery entry of the caller',
  }),
  update: contract({
    method: 'PUT',
    path: '/v1/galleryentries/:id',
    params: entryId,
    query: channelQuery,
    body: galleryEntryUpdate,
    response: galleryEntry,
    summary: 'Changes a gallery entry',
  }),
  remove: contract({
    method: 'DELETE',
    path: '/v1/galleryentries/:id',
    params: entryId,
    query: channelQuery,
    response: okAnswer,
    summary: 'Removes a gallery entry',
  }),
};
