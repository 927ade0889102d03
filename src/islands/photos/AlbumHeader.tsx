import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $albumMeta, $counts, seedCounts } from '@/stores/library';
import { openModal } from '@/stores/photos-ui';
import { translate, type Strings } from './common/strings';
import { AddPhotos } from './common/AddPhotos';
import { useFreshCounts } from './common/useFreshCounts';

/** Single album header (spec §2): name with edit, stats, add photos, delete; participants for shared albums. */
export default function AlbumHeader({
  album,
  created,
  photosCount,
  strings,
  locale,
  canUpload,
}: {
  album: { id: string; name: string; shared: boolean; isOwner: boolean; ownerEmail?: string };
  /** 'Created today / yesterday / on {date}', as the server words it. */
  created: string;
  photosCount: number;
  strings: Strings;
  locale: string;
  canUpload: boolean;
}) {
  const t = translate(strings, locale);
  const meta = useStore($albumMeta);
  const counts = useStore($counts);
  useEffect(() => seedCounts({ album: { id: album.id, photosCount } }), [album.id, photosCount]);
  useFreshCounts();
  const count = counts.albumPhotos[album.id] ?? photosCount;
  const name = meta?.name ?? album.name;
  return (
    <div className="mb-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold" data-testid="album-name">
          {name}
        </h2>
        {!album.shared && (
          <button
            type="button"
            className="btn btn-secondary py-1"
            onClick={() => openModal({ kind: 'renameAlbum', albumId: album.id, name })}
          >
            {t('photos.renameAlbum.button')}
          </button>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600" data-testid="album-stats">
        {created} · {t('photos.albumCount', { count })}
      </p>
      {album.shared && !album.isOwner && album.ownerEmail && (
        <p className="mt-1 text-sm">{t('photos.shared.owner', { email: album.ownerEmail })}</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {!album.shared && <AddPhotos t={t} canUpload={canUpload} albumId={album.id} albumName={name} />}
        {album.shared && album.isOwner && (
          <button type="button" className="btn btn-secondary" onClick={() => openModal({ kind: 'participants', albumId: album.id })}>
            {t('photos.participants.button')}
          </button>
        )}
        {!album.shared && (
          <button
            type="button"
            className="btn btn-secondary text-danger"
            onClick={() => openModal({ kind: 'deleteAlbum', albumId: album.id, name })}
          >
            {t('photos.deleteAlbum.button')}
          </button>
        )}
      </div>
    </div>
  );
}
