import { useEffect, useId, useRef, useState } from 'react';
import type { PhotoDetails } from '@/domain/schemas/photo-details';
import { isKnownDateTaken } from '@/domain/photos-ui/dates';
import { formatSize, formatTakenOn } from '@/i18n/format';
import { formatCoordinate, formatDimensions, formatExposure } from '@/i18n/photo-info-format';
import { photosApi } from '@/stores/photos-api';
import type { T } from '../common/strings';
import { CloseButton } from '../common/CloseButton';
import { PrintReadiness } from './PrintReadiness';

type Loaded = { photoId: string; details: PhotoDetails } | { photoId: string; failed: true };

/** 'Canon' and 'Canon EOS R5' read as 'Canon EOS R5', not 'Canon Canon EOS R5'. */
function cameraName(make?: string, model?: string): string | undefined {
  if (make && model) return model.toLowerCase().startsWith(make.toLowerCase()) ? model : `${make} ${model}`;
  return make ?? model;
}

function rows(details: PhotoDetails, t: T, locale: string): [label: string, value: string, testId: string][] {
  const { exif } = details;
  const exposure = formatExposure(locale, exif);
  const position =
    exif.latitude !== undefined && exif.longitude !== undefined
      ? t('photos.info.coordinates', {
          latitude: formatCoordinate(locale, exif.latitude),
          northSouth: t(exif.latitude >= 0 ? 'photos.info.north' : 'photos.info.south'),
          longitude: formatCoordinate(locale, exif.longitude),
          eastWest: t(exif.longitude >= 0 ? 'photos.info.east' : 'photos.info.west'),
        })
      : undefined;
  const all: [string, string | undefined, string][] = [
    [
      'photos.info.dateTaken',
      isKnownDateTaken(details.dateTaken) ? formatTakenOn(locale, details.dateTaken) : t('photos.info.unknownDate'),
      'date',
    ],
    ['photos.info.fileName', details.localFileName, 'file-name'],
    ['photos.info.dimensions', formatDimensions(locale, details.width, details.height), 'dimensions'],
    ['photos.info.size', formatSize(locale, details.byteSize), 'size'],
    ['photos.info.camera', cameraName(exif.make, exif.model), 'camera'],
    ['photos.info.lens', exif.lens, 'lens'],
    ['photos.info.exposure', exposure || undefined, 'exposure'],
    ['photos.info.position', position, 'position'],
  ];
  return all.filter((row): row is [string, string, string] => row[1] !== undefined).map(([key, value, id]) => [t(key), value, id]);
}

/**
 * The preview's info panel: what is known of the shown photo and the albums it is in. A side panel on
 * wide screens, a bottom sheet on phones; focus moves to its heading, Escape closes it (a modal above
 * it closes first: the modal host handles Escape before this listener).
 */
export default function InfoPanel({ photoId, t, locale, onClose }: { photoId: string; t: T; locale: string; onClose: () => void }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  useEffect(() => {
    let current = true;
    photosApi()
      .then((api) => api.details(photoId))
      .then(
        (details) => current && setLoaded({ photoId, details }),
        () => current && setLoaded({ photoId, failed: true }),
      );
    return () => {
      current = false;
    };
  }, [photoId]);

  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    headingRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      e.stopPropagation();
      close.current();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  const shown = loaded?.photoId === photoId ? loaded : null;

  return (
    <section
      id="photo-info-panel"
      aria-labelledby={titleId}
      data-testid="info-panel"
      className="fixed inset-x-0 bottom-0 z-40 max-h-[70vh] overflow-y-auto rounded-t-2xl bg-slate-900 p-5 text-white shadow-2xl sm:inset-x-auto sm:inset-y-0 sm:right-0 sm:max-h-none sm:w-80 sm:rounded-none"
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <h2 ref={headingRef} id={titleId} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          {t('photos.info.title')}
        </h2>
        <CloseButton label={t('photos.info.close')} onClose={onClose} className="text-slate-200 hover:bg-white/10" />
      </div>
      {!shown ? (
        <p aria-busy="true" className="text-slate-300">
          {t('photos.loading')}
        </p>
      ) : 'failed' in shown ? (
        <p role="alert">{t('photos.info.error')}</p>
      ) : (
        <dl className="space-y-3 text-sm">
          {rows(shown.details, t, locale).map(([label, value, id]) => (
            <div key={id}>
              <dt className="text-slate-300">{label}</dt>
              <dd className="break-words" data-testid={`info-${id}`}>
                {value}
              </dd>
            </div>
          ))}
          <PrintReadiness width={shown.details.width} height={shown.details.height} t={t} />
          <div>
            <dt className="text-slate-300">{t('photos.info.albums')}</dt>
            <dd data-testid="info-albums">
              {shown.details.albums.length === 0 ? (
                t('photos.info.noAlbums')
              ) : (
                <ul>
                  {shown.details.albums.map((album) => (
                    <li key={album.albumId}>{album.name}</li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}
