import { useEffect, useState } from 'react';
import { ZOOM_MIN } from '@/domain/constants';
import { fullResolutionUrl, PREVIEW_THUMBNAIL_SIZE, thumbnailFor } from '@/domain/photos-ui/thumbnail-choice';
import type { LibraryPhoto } from '@/stores/library';
import type { View } from './preview-gestures';

/**
 * The photo of the preview: the 1300 px rendition, and once zoomed in the photo at full resolution (the
 * original, a HEIC one as a JPEG of it: fullResolutionUrl) over it, shown as
 * soon as it has loaded; it stays for zooming in again. Both move as one (`view`), without easing while a
 * finger or the mouse moves them.
 */
export function PreviewPhoto({
  photo,
  view,
  dragging,
  onClick,
}: {
  photo: LibraryPhoto;
  view: View;
  dragging: boolean;
  onClick: (e: React.MouseEvent) => void;
}) {
  const thumb = thumbnailFor(photo, PREVIEW_THUMBNAIL_SIZE);
  const zoomed = view.scale > ZOOM_MIN;
  const [fullFor, setFullFor] = useState<string | null>(null);
  const [fullLoaded, setFullLoaded] = useState(false);
  // Nothing to add when the rendition is the photo itself (not made yet) or already has all its pixels.
  const sharper = photo.url !== thumb.url && (!thumb.width || !photo.visibleWidth || photo.visibleWidth > thumb.width);
  const full = sharper && fullFor === photo.imageId;
  useEffect(() => {
    if (zoomed && fullFor !== photo.imageId) {
      setFullFor(photo.imageId);
      setFullLoaded(false);
    }
  }, [zoomed, fullFor, photo.imageId]);

  const look = `absolute inset-0 h-full w-full select-none object-contain ${dragging ? '' : 'transition-transform duration-200 motion-reduce:transition-none'}`;
  const style = { transform: `translate(${view.pan.x}px, ${view.pan.y}px) scale(${view.scale})` };
  return (
    <>
      {/* A click zooms as a pointer shortcut; keyboards move with the arrow keys and act from the bar below. */}
      {/* eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions */}
      <img
        src={thumb.url}
        alt={photo.localFileName}
        draggable={false}
        fetchPriority="high"
        onClick={onClick}
        data-testid="preview-image"
        className={`${look} ${zoomed ? 'cursor-zoom-out' : 'cursor-zoom-in'}`}
        style={style}
      />
      {full && (
        <img
          src={fullResolutionUrl(photo)}
          alt=""
          draggable={false}
          decoding="async"
          onLoad={() => setFullLoaded(true)}
          data-testid="preview-full"
          data-loaded={fullLoaded || undefined}
          className={`${look} pointer-events-none ${fullLoaded ? 'opacity-100' : 'opacity-0'}`}
          style={style}
        />
      )}
    </>
  );
}
