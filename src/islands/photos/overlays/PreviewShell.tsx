import { PREVIEW_THUMBNAIL_SIZE, thumbnailFor } from '@/domain/photos-ui/thumbnail-choice';
import type { LibraryPhoto } from '@/stores/library';
import type { T } from '../common/strings';

/**
 * The preview as the server renders it for a preview URL, and while the full preview's code loads:
 * the photo at once, or (null) the 'not available' state with a way back (a plain link to the list);
 * undefined while the photo is still being read.
 */
export function PreviewShell({ t, photo, backHref }: { t: T; photo: LibraryPhoto | null | undefined; backHref: string }) {
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={photo?.localFileName ?? t('photos.preview.title')}
      data-testid="preview"
      className="fixed inset-0 z-30 flex flex-col bg-black text-white"
    >
      <div className="flex items-center gap-3 p-3">
        <a href={backHref} className="btn bg-white/10 text-white no-underline hover:bg-white/20" data-testid="preview-back">
          ← {t('photos.preview.back')}
        </a>
        <h2 className="truncate text-base font-medium">{photo?.localFileName ?? t('photos.preview.title')}</h2>
      </div>
      <div className="relative flex-1 overflow-hidden">
        {photo ? (
          <img
            src={thumbnailFor(photo, PREVIEW_THUMBNAIL_SIZE).url}
            alt={photo.localFileName}
            // Ahead of the grid's first thumbnails behind it, which a deep link also renders.
            fetchPriority="high"
            data-testid="preview-image"
            className="absolute inset-0 h-full w-full object-contain"
          />
        ) : photo === undefined ? (
          <p className="p-8 text-center text-slate-300" aria-busy="true">
            {t('photos.loading')}
          </p>
        ) : (
          <p role="alert" className="mx-auto mt-16 max-w-md p-6 text-center text-lg font-medium" data-testid="preview-unavailable">
            {t('photos.preview.unavailable')}
          </p>
        )}
      </div>
    </div>
  );
}
