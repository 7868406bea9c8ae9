import { useEffect, useState } from 'react';
import { fetchImageUrl } from '../../../api/staff.ts';

/** A case photo: fetched with the staff member's token (an <img> cannot send it), freed when unmounted. */
export function AuthorisedImage({ path, alt }: { path: string; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let created: string | null = null;
    fetchImageUrl(path)
      .then((objectUrl) => {
        created = objectUrl;
        setUrl(objectUrl);
      })
      .catch(() => setFailed(true));
    return () => {
      if (created) URL.revokeObjectURL(created);
    };
  }, [path]);
  if (failed) return <p className="staff-photos__missing">{alt} ✕</p>;
  return url ? (
    <img className="staff-photos__image" src={url} alt={alt} />
  ) : (
    <span className="staff-photos__loading">{alt}…</span>
  );
}
