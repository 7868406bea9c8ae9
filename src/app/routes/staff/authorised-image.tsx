import { useEffect, useState } from 'react';
import { fetchCasePhotoUrl } from '../../../api/staff.ts';

/** A case photo: fetched with the staff member's token (an <img> cannot send it), freed when unmounted. */
export function AuthorisedImage({
  bookingId,
  photoId,
  alt,
}: {
  bookingId: string;
  photoId: string;
  alt: string;
}) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let created: string | null = null;
    fetchCasePhotoUrl(bookingId, photoId)
      .then((objectUrl) => {
        created = objectUrl;
        setUrl(objectUrl);
      })
      .catch(() => setFailed(true));
    return () => {
      if (created) URL.revokeObjectURL(created);
    };
  }, [bookingId, photoId]);
  if (failed) return <p className="staff-photos__missing">{alt} ✕</p>;
  return url ? (
    <img className="staff-photos__image" src={url} alt={alt} />
  ) : (
    <span className="staff-photos__loading">{alt}…</span>
  );
}
