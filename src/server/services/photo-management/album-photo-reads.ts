import type { z } from 'zod';
import { albumParams, albumPhotoParams, idsQuery, neighboursQuery } from '@/domain/schemas/photos';
import * as answer from '@/domain/schemas/photos';
import type { Schema } from '@/domain/contracts/contract';
import type { Db } from '../../db';
import { forbidden } from '../../http/errors';
import { route, type RouteDef } from '../../http/route';
import { toPhotoDto } from './photos';
import { albumListing, albumPhotosPage } from './listings';
import { readableAlbum, SHARED_ALBUM_READ_ONLY } from './albums';
import { readableSharedAlbum } from './shared';
import { albumPhotosQuery, albumSort, idsOf, neighboursOf, photoOf, sorting, withOwner, type Row } from './route-parts';

/** Writes on a shared album: 403 for whoever may read it, 404 for anyone else. */
const sharedWrite = async ({
  db,
  viewer,
  params,
}: {
  db: Parameters<typeof readableSharedAlbum>[0];
  viewer: { accountId: string };
  params: { id: string };
}) => {
  await readableSharedAlbum(db, viewer.accountId, params.id);
  throw forbidden(SHARED_ALBUM_READ_ONLY);
};

/** A write on one of the caller's own albums; on a shared album the same write is refused (sharedAlbumWrites). */
export const ownAlbumWrite = <B = undefined>(
  write: Pick<
    RouteDef<z.infer<typeof albumParams>, Record<string, string>, B, 'user'>,
    'method' | 'path' | 'summary' | 'response' | 'body' | 'handler'
  >,
) => route({ ...write, access: 'user', refusals: { 403: SHARED_ALBUM_READ_ONLY }, params: albumParams });

/** The writes of an own album, refused on a shared one. */
export const sharedAlbumWrites = (
  [
    { method: 'PATCH', path: '/shared-albums/:id' },
    { method: 'PUT', path: '/shared-albums/:id/cover' },
    { method: 'DELETE', path: '/shared-albums/:id' },
    { method: 'POST', path: '/shared-albums/:id/photos' },
    { method: 'DELETE', path: '/shared-albums/:id/photos' },
  ] as const
).map((write) =>
  route({
    ...write,
    access: 'user',
    summary: 'Refused: shared albums are read only',
    response: {},
    refusals: { 403: SHARED_ALBUM_READ_ONLY },
    params: albumParams,
    handler: sharedWrite,
  }),
);

/** Own and shared albums: their photos are read alike, but for who may read them and what a photo answers. */
interface AlbumCollection {
  base: string;
  /** How summaries name one album of the collection. */
  name: string;
  readable: (db: Db, viewerId: string, id: string) => Promise<unknown>;
  /** A row as the viewer sees it. */
  dto: (row: Row, viewerId: string) => unknown;
  /** What a photo answers (pages and neighbours are made of it). */
  photo: Schema;
}

export const ownAlbums: AlbumCollection = {
  base: '/albums',
  name: 'an album',
  readable: readableAlbum,
  dto: toPhotoDto,
  photo: answer.photo,
};

export const sharedAlbums: AlbumCollection = {
  base: '/shared-albums',
  name: 'a shared album (each photo with its owner)',
  readable: readableSharedAlbum,
  dto: withOwner,
  photo: answer.sharedAlbumPhoto,
};

/** The reads of an album's photos: a page, the ids in a sort, one photo, a photo with its neighbours. */
export const albumPhotoReads = (albums: AlbumCollection) => [
  route({
    method: 'GET',
    path: `${albums.base}/:id/photos`,
    access: 'user',
    summary: `A page of the photos of ${albums.name}`,
    response: answer.photoPageOf(albums.photo),
    params: albumParams,
    query: albumPhotosQuery,
    handler: async ({ db, viewer, params, query }) => {
      await albums.readable(db, viewer.accountId, params.id);
      const page = await albumPhotosPage(db, params.id, query);
      return { cursor: page.cursor, images: page.rows.map((row) => albums.dto(row, viewer.accountId)) };
    },
  }),
  route({
    method: 'GET',
    path: `${albums.base}/:id/photos/ids`,
    access: 'user',
    summary: `Every photo id of ${albums.name} in a sort (or the range between from and to)`,
    response: answer.photoIdList,
    params: albumParams,
    query: idsQuery(albumSort),
    handler: async ({ db, viewer, params, query }) => {
      await albums.readable(db, viewer.accountId, params.id);
      return idsOf(db, albumListing(params.id, sorting(query)), query);
    },
  }),
  route({
    method: 'GET',
    path: `${albums.base}/:id/photos/:photoId`,
    access: 'user',
    summary: `One photo of ${albums.name}`,
    response: albums.photo,
    params: albumPhotoParams,
    handler: async ({ db, viewer, params }) => {
      await albums.readable(db, viewer.accountId, params.id);
      return photoOf(db, albumListing(params.id, albumSort), params.photoId, (row) => albums.dto(row, viewer.accountId));
    },
  }),
  route({
    method: 'GET',
    path: `${albums.base}/:id/photos/:photoId/neighbours`,
    access: 'user',
    summary: `A photo of ${albums.name} with the photos before and after it in a sort`,
    response: answer.photoNeighboursOf(albums.photo),
    params: albumPhotoParams,
    query: neighboursQuery(albumSort),
    handler: async ({ db, viewer, params, query }) => {
      await albums.readable(db, viewer.accountId, params.id);
      return neighboursOf(db, albumListing(params.id, sorting(query)), params.photoId, query, (row) => albums.dto(row, viewer.accountId));
    },
  }),
];
