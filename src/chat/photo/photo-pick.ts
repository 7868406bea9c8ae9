import { createContext, useContext } from 'react';

/**
 * Photos taken from a quick reply ("Photograph a plant"): the tap opens the camera at once, while the
 * conversation is still getting to its photo question, so the files wait here for the photo composer.
 */
export class PickedPhotos {
  private waiting: File[] = [];
  private receiver: ((files: File[]) => void) | null = null;

  put(files: File[]) {
    if (this.receiver) this.receiver(files);
    else this.waiting = files;
  }

  /** The photo composer takes what waits, and whatever comes while it shows. */
  take(receive: (files: File[]) => void): () => void {
    this.receiver = receive;
    const files = this.waiting;
    this.waiting = [];
    if (files.length > 0) receive(files);
    return () => {
      if (this.receiver === receive) this.receiver = null;
    };
  }
}

export interface PhotoPick {
  /** Opens the phone's camera; it must run inside the tap itself, as browsers allow no later. */
  open: () => void;
  photos: PickedPhotos;
}

export const PhotoPickContext = createContext<PhotoPick | null>(null);

export function usePhotoPick() {
  return useContext(PhotoPickContext);
}
