import { useEffect, useState } from 'react';

/** A case photo as the page holds it: still coming, an object URL, or failed. */
export type CasePhoto =
  | { id: string; state: 'loading' }
  | { id: string; state: 'ready'; url: string }
  | { id: string; state: 'failed' };

/** Fetches one photo behind the staff member's token as an object URL; stable for one case or post. */
export type PhotoFetcher = (photoId: string) => Promise<string>;

/**
 * A case's (or a reported post's) photos, fetched with the staff member's token (an <img> cannot send
 * it) and freed when the case closes. The thumbnails and the lightbox share these URLs, so nothing is
 * fetched twice.
 */
export function useCasePhotos(fetchPhoto: PhotoFetcher, photoIds: readonly string[]): CasePhoto[] {
  const key = photoIds.join(',');
  // Each case mounts its own photos (keyed by case), so the first state is the only reset needed.
  const [photos, setPhotos] = useState<CasePhoto[]>(() => photoIds.map((id) => ({ id, state: 'loading' })));
  useEffect(() => {
    const ids = key ? key.split(',') : [];
    const created: string[] = [];
    let active = true;
    ids.forEach((id, index) => {
      fetchPhoto(id)
        .then((url) => {
          created.push(url);
          if (active)
            setPhotos((list) =>
              list.map((photo, at) => (at === index ? { id, state: 'ready', url } : photo)),
            );
        })
        .catch(() => {
          if (active)
            setPhotos((list) => list.map((photo, at) => (at === index ? { id, state: 'failed' } : photo)));
        });
    });
    return () => {
      active = false;
      created.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [fetchPhoto, key]);
  return photos;
}
