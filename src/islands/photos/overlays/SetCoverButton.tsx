import { useState } from 'react';
import { TOAST_OTHER_MS } from '@/domain/constants';
import { photosApi } from '@/stores/photos-api';
import { showToast } from '@/stores/photos-ui';
import type { T } from '../common/strings';

/** "Set as album cover" in the preview of a photo of one's own album: the album's tile then shows this photo. */
export function SetCoverButton({ t, albumId, albumName, photoId }: { t: T; albumId: string; albumName: string; photoId: string }) {
  const [busy, setBusy] = useState(false);
  const setCover = async () => {
    setBusy(true);
    try {
      await (await photosApi()).setAlbumCover(albumId, photoId);
      showToast('success', 'photos.toast.coverSet', { albumName }, TOAST_OTHER_MS);
    } catch {
      showToast('error', 'photos.toast.coverFailed', {}, TOAST_OTHER_MS);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void setCover()}>
      {t('photos.preview.setCover')}
    </button>
  );
}
