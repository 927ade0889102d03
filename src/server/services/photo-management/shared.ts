import { and, desc, eq, sql } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db';
import { preparedPerDb, preparedPerKey } from '../../db/prepared';
import { accounts, albums, albumShares, photos } from '../../db/schema';
import type { Album, AlbumParticipants, SharedAlbum, SharedAlbumList } from '@/domain/schemas/photos';
import { notFound } from '../../http/errors';
import { instantText } from './time';
import {
  ALBUM_NOT_FOUND,
  albumWithCoverColumns,
  albumCursor,
  albumDtos,
  albumRow,
  afterValues,
  beforePlaceholders,
  withCover,
  isParticipant,
  readAlbumCursor,
  type AlbumRow,
} from './albums';

/** The owners and participants of albums (owners first, then participants by e-mail): one prepared statement. */
const peopleOfAlbums = preparedPerDb((db) => {
  const albumIds = sql`any(${sql.placeholder('albumIds')}::uuid[])`;
  const owners = db
    .select({ albumId: albums.id, id: accounts.id, email: accounts.email, owner: sql<boolean>`true`.as('owner') })
    .from(albums)
    .innerJoin(accounts, eq(accounts.id, albums.ownerId))
    .where(sql`${albums.id} = ${albumIds}`);
  const participants = db
    .select({ albumId: albumShares.albumId, id: accounts.id, email: accounts.email, owner: sql<boolean>`false`.as('owner') })
    .from(albumShares)
    .innerJoin(accounts, eq(accounts.id, albumShares.accountId))
    .where(sql`${albumShares.albumId} = ${albumIds}`);
  return unionAll(owners, participants)
    .orderBy(sql`owner DESC`, sql`email`)
    .prepare('album_people');
});

/**
 * Shared albums (spec §2, §3, §6). The owner sees every participant; a participant sees the owner and
 * only themself among the participants (other people's e-mail addresses are not theirs to see).
 */
async function people(db: Db, albumIds: readonly string[]) {
  const owners = new Map<string, { id: string; email: string }>();
  const participants = new Map<string, { id: string; email: string }[]>();
  if (albumIds.length === 0) return { owners, participants };
  for (const person of await peopleOfAlbums(db).execute({ albumIds: [...albumIds] })) {
    const { albumId, id, email } = person;
    if (person.owner) owners.set(albumId, { id, email });
    else participants.set(albumId, [...(participants.get(albumId) ?? []), { id, email }]);
  }
  return { owners, participants };
}

function visibleParticipants(viewerId: string, ownerId: string, all: { id: string; email: string }[]) {
  return viewerId === ownerId ? all : all.filter((p) => p.id === viewerId);
}

async function sharedDtos(db: Db, viewerId: string, dtos: readonly Album[]): Promise<SharedAlbum[]> {
  const { owners, participants } = await people(
    db,
    dtos.map((dto) => dto.albumId),
  );
  return dtos.map((dto) => ({
    ...dto,
    owner: { email: owners.get(dto.albumId)?.email ?? '' },
    participants: visibleParticipants(viewerId, dto.ownerId, participants.get(dto.albumId) ?? []).map((p) => ({ email: p.email })),
  }));
}

/** A shared album the viewer owns or takes part in; 404 otherwise (also for an own album that is not shared). */
export async function readableSharedAlbum(db: Db, viewerId: string, id: string): Promise<AlbumRow> {
  const row = await albumRow(db, id);
  if (!row?.isShared) throw notFound(ALBUM_NOT_FOUND);
  if (row.ownerId === viewerId || (await isParticipant(db, id, viewerId))) return row;
  throw notFound(ALBUM_NOT_FOUND);
}

const owner = alias(accounts, 'owner');
const participant = alias(accounts, 'participant');

/**
 * A page of the albums shared with the caller, with their owners' and the caller's e-mail addresses (the
 * caller is a participant of each, and the only one they see: visibleParticipants()). One prepared statement
 * from the start and one after a cursor.
 */
const sharedAlbumsPage = preparedPerKey((db, after: boolean, key) =>
  db
    .select({
      ...albumWithCoverColumns,
      sharedAt: instantText(albumShares.created),
      ownerEmail: owner.email,
      participantEmail: participant.email,
    })
    .from(albumShares)
    .innerJoin(albums, eq(albums.id, albumShares.albumId))
    .innerJoin(owner, eq(owner.id, albums.ownerId))
    .innerJoin(participant, eq(participant.id, albumShares.accountId))
    .leftJoin(photos, eq(photos.id, albums.coverPhotoId))
    .where(
      and(
        eq(albumShares.accountId, sql.placeholder('viewerId')),
        eq(albums.isShared, true),
        after ? beforePlaceholders(albumShares.created, albumShares.albumId) : undefined,
      ),
    )
    .orderBy(desc(albumShares.created), desc(albumShares.albumId))
    .limit(sql.placeholder('limit'))
    .prepare(key),
);

/** GET /shared-albums: albums other people share with the caller, most recently shared first. */
export async function listSharedAlbums(db: Db, viewerId: string, query: { cursor?: string; limit: number }): Promise<SharedAlbumList> {
  const scope = 'sh';
  const after = readAlbumCursor(query.cursor, scope);
  const shared = await sharedAlbumsPage(db, after ? 'shared_albums_page_after' : 'shared_albums_page', after !== null).execute({
    viewerId,
    limit: query.limit + 1,
    ...afterValues(after),
  });
  const page = shared.slice(0, query.limit);
  const last = page.at(-1);
  return {
    albums: page.map((row) => ({
      ...withCover(row),
      owner: { email: row.ownerEmail },
      participants: [{ email: row.participantEmail }],
    })),
    cursor: shared.length > query.limit && last ? albumCursor(scope, last.sharedAt, last.id) : null,
  };
}

export async function getSharedAlbum(db: Db, viewerId: string, id: string): Promise<SharedAlbum> {
  const [dto] = await sharedDtos(db, viewerId, await albumDtos(db, [await readableSharedAlbum(db, viewerId, id)]));
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
