import { useState } from 'react';
import type { LibraryPhoto } from '@/stores/library';
import { thumbnailFor } from '@/domain/photos-ui/thumbnails';
import type { ThumbnailSize } from '@/domain/constants';

/** A thumbnail in a reserved box: loading (shimmer), failure (icon), success (spec §4). */
/** `eager` for tiles in the first screen: lazy loading would hold back the first paint. */
export function Thumb({ photo, size, alt, eager = false }: { photo: LibraryPhoto; size: ThumbnailSize; alt: string; eager?: boolean }) {
  const [state, setState] = useState<'loading' | 'failure' | 'success'>('loading');
  const thumb = thumbnailFor(photo, size);
  return (
    <span
      className={`absolute inset-0 block overflow-hidden ${state === 'loading' ? 'animate-pulse bg-slate-200' : 'bg-slate-100'}`}
      data-state={state}
    >
      {state === 'failure' ? (
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="absolute left-1/2 top-1/2 h-8 w-8 -translate-x-1/2 -translate-y-1/2 text-slate-500"
          data-testid="thumb-failed"
        >
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      ) : (
        <img
          src={thumb.url}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          draggable={false}
          onLoad={() => setState('success')}
          onError={() => setState('failure')}
          className="h-full w-full object-cover"
        />
      )}
    </span>
  );
}
