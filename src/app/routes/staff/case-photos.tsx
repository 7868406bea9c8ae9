import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoLightbox } from './photo-lightbox.tsx';
import { useCasePhotos, type PhotoFetcher } from './use-case-photos.ts';

/**
 * The case's photos, large enough to judge at a glance; each is a button that opens it in the
 * lightbox, where the agronomist zooms in on lesions and moves between photos. Focus comes back to
 * the photo that opened it. An earlier check's photos (the farmer's history) come small, with their
 * own names, and open in the same lightbox.
 */
export function CasePhotos({
  fetchPhoto,
  photoIds,
  name,
  small = false,
}: {
  fetchPhoto: PhotoFetcher;
  photoIds: readonly string[];
  /** Each photo's name; by default "Photo n of the plant". */
  name?: (index: number) => string;
  small?: boolean;
}) {
  const { t } = useTranslation('staff');
  const photos = useCasePhotos(fetchPhoto, photoIds);
  const [open, setOpen] = useState<number | null>(null);
  const openers = useRef<(HTMLButtonElement | null)[]>([]);
  const alt = name ?? ((index: number) => t('booking.photo', { number: index + 1 }));

  const close = (last: number) => {
    setOpen(null);
    openers.current[last]?.focus();
  };

  return (
    <div className={small ? 'staff-photos staff-photos--small' : 'staff-photos'}>
      {photos.map((photo, index) =>
        photo.state === 'ready' ? (
          <button
            key={photo.id}
            ref={(element) => {
              openers.current[index] = element;
            }}
            type="button"
            className="staff-photos__open"
            aria-label={t('photos.enlarge', { name: alt(index) })}
            onClick={() => setOpen(index)}
          >
            <img className="staff-photos__image" src={photo.url} alt={alt(index)} />
          </button>
        ) : (
          <p key={photo.id} className="staff-photos__missing">
            {photo.state === 'failed' ? t('photos.failed', { name: alt(index) }) : `${alt(index)}…`}
          </p>
        ),
      )}
      {open !== null && <PhotoLightbox photos={photos} start={open} name={alt} onClose={close} />}
    </div>
  );
}
