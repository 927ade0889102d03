import { useEffect, useState } from 'react';
import type { AlbumParticipants } from '@/domain/schemas/photos';
import { photosApi } from '@/stores/photos-api';
import { Modal } from '../../common/Modal';
import { ErrorAlert, type BodyProps } from '../modal-parts';

export function ParticipantsModal({ top, t, onClose, albumId }: BodyProps & { albumId: string }) {
  const [data, setData] = useState<AlbumParticipants | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void (async () => {
      try {
        setData(await (await photosApi()).participants(albumId));
      } catch {
        setFailed(true);
      }
    })();
  }, [albumId]);
  return (
    <Modal title={t('photos.participants.title')} onClose={onClose} closeLabel={t('common.close')} top={top} testId="participants-modal">
      <ErrorAlert text={failed ? t('photos.errors.sharedAlbum') : null} />
      {!data && !failed && <p aria-busy="true">{t('photos.loading')}</p>}
      {data && (
        <ul className="space-y-2">
          <li>
            {data.owner.email} <span className="text-sm text-slate-600">({t('photos.participants.owner')})</span>
          </li>
          {data.participants.map((p) => (
            <li key={p.id}>{p.email}</li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
