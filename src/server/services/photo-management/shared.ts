import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { accounts, albums, albumShares } from '../../db/schema';
import type { AlbumParticipants, SharedAlbum, SharedAlbumList } from '@/domain/schemas/photos';
import { notFound } from '../../http/errors';
import { instantText } from './time';
import {
  ALBUM_NOT_FOUND,
  albumColumns,
  albumCursor,
  albumDtos,
  beforeCondition,
  isParticipant,
  readAlbumCursor,
  type AlbumRow,
} from './albums';

/**
 * Shared albums (spec §2, §3, §6). The owner sees every participant; a participant sees the owner and
 * only themself among the participants (other people's e-mail addresses are not theirs to see).
 */
async function people(db: Db, albumIds: readonly string[]) {
  if (albumIds.length === 0)
    return { owners: new Map<string, { id: string; email: string }>(), participants: new Map<string, { id: string; email: string }[]>() };
  const ownerRows = await db
    .select({ albumId: albums.id, id: accounts.id, email: accounts.email })
    .from(albums)
    .innerJoin(accounts, eq(accounts.id, albums.ownerId))
    .where(inArray(albums.id, [...albumIds]));
  const participantRows = await db
    .select({ albumId: albumShares.albumId, id: accounts.id, email: accounts.email })
    .from(albumShares)
    .innerJoin(accounts, eq(accounts.id, albumShares.accountId))
    .where(inArray(albumShares.albumId, [...albumIds]))
    .orderBy(accounts.email);
  const participants = new Map<string, { id: string; email: string }[]>();
  for (const p of participantRows) participants.set(p.albumId, [...(participants.get(p.albumId) ?? []), { id: p.id, email: p.email }]);
  return { owners: new Map(ownerRows.map((o) => [o.albumId, { id: o.id, email: o.email }])), participants };
}

function visibleParticipants(viewerId: string, ownerId: string, all: { id: string; email: string }[]) {
  return viewerId === ownerId ? all : all.filter((p) => p.id === viewerId);
}

async function sharedDtos(db: Db, viewerId: string, rows: readonly AlbumRow[]): Promise<SharedAlbum[]> {
  const [dtos, { owners, participants }] = await Promise.all([
    albumDtos(db, rows),
    people(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return dtos.map((dto) => ({
    ...dto,
    owner: { email: owners.get(dto.albumId)?.email ?? '' },
    participants: visibleParticipants(viewerId, dto.ownerId, participants.get(dto.albumId) ?? []).map((p) => ({ email: p.email })),
  }));
}

/** A shared album the viewer owns or takes part in; 404 otherwise (also for an own album that is not shared). */
export async function readableSharedAlbum(db: Db, viewerId: string, id: string): Promise<AlbumRow> {
  const [row] = await db
    .select(albumColumns)
    .from(albums)
    .where(and(eq(albums.id, id), eq(albums.isShared, true)));
  if (!row) throw notFound(ALBUM_NOT_FOUND);
  if (row.ownerId === viewerId || (await isParticipant(db, id, viewerId))) return row;
  throw notFound(ALBUM_NOT_FOUND);
}

/** GET /shared-albums: albums other people share with the caller, most recently shared first. */
export async function listSharedAlbums(db: Db, viewerId: string, query: { cursor?: string; limit: number }): Promise<SharedAlbumList> {
  const scope = 'sh';
  const after = readAlbumCursor(query.cursor, scope);
  const shared = await db
    .select({ ...albumColumns, sharedAt: instantText(albumShares.created) })
    .from(albumShares)
    .innerJoin(albums, eq(albums.id, albumShares.albumId))
    .where(
      and(eq(albumShares.accountId, viewerId), eq(albums.isShared, true), beforeCondition(albumShares.created, albumShares.albumId, after)),
    )
    .orderBy(desc(albumShares.created), desc(albumShares.albumId))
    .limit(query.limit + 1);
  const page = shared.slice(0, query.limit);
  const last = page.at(-1);
  return {
    albums: await sharedDtos(db, viewerId, page),
    cursor: shared.length > query.limit && last ? albumCursor(scope, last.sharedAt, last.id) : null,
  };
}

export async function getSharedAlbum(db: Db, viewerId: string, id: string): Promise<SharedAlbum> {
  const [dto] = await sharedDtos(db, viewerId, [await readableSharedAlbum(db, viewerId, id)]);
  return dto;
}

export async function sharedAlbumParticipants(db: Db, viewerId: string, id: string): Promise<AlbumParticipants> {
  const row = await readableSharedAlbum(db, viewerId, id);
  const { owners, participants } = await people(db, [id]);
  return {
    owner: owners.get(id)!,
    participants: visibleParticipants(viewerId, row.ownerId, participants.get(id) ?? []),
  };
}

/** Shares an album with other accounts (demo data and tests; the spec has no API for it any more). */
export async function shareAlbum(db: Db, albumId: string, participantIds: readonly string[]): Promise<void> {
  if (participantIds.length === 0) return;
  await db
    .insert(albumShares)
    .values(participantIds.map((accountId) => ({ albumId, accountId })))
    .onConflictDoNothing();
  await db
    .update(albums)
    .set({ isShared: true, updated: sql`now()` })
    .where(eq(albums.id, albumId));
}
