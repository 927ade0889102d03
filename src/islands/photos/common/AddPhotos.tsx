import { openModal } from '@/stores/photos-ui';
import { MenuButton } from './MenuButton';
import type { T } from './strings';

/**
 * 'Add photos' of an own album. As in Google Photos, adding to an album means choosing from the library
 * first: the button opens a menu whose first item is the library picker and whose second uploads from the
 * device. Without the upload feature the button opens the picker at once.
 */
export function AddPhotos({ t, canUpload, albumId, albumName }: { t: T; canUpload: boolean; albumId: string; albumName: string }) {
  const pick = () => openModal({ kind: 'addFromLibrary', albumId, albumName });
  if (!canUpload) {
    return (
      <button
        type="button"
        className="btn btn-secondary"
        // Focused first (Safari does not focus a clicked button): the picker gives focus back to it when it closes.
        onClick={(e) => {
          e.currentTarget.focus();
          pick();
        }}
        data-testid="add-photos"
      >
        {t('photos.addPhotos')}
      </button>
    );
  }
  return (
    <MenuButton
      label={t('photos.addPhotos')}
      className="btn btn-secondary"
      testId="add-photos"
      items={[
        { label: t('photos.addFromLibrary'), run: pick, testId: 'add-from-library' },
        { label: t('photos.uploadFromDevice'), run: () => openModal({ kind: 'upload' }), testId: 'upload-from-device' },
      ]}
    />
  );
}
