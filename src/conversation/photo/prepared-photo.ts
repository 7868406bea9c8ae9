/** What the device's quality check (src/chat/photo/photo-quality.ts) found, carried with the photo. */
export type QualityProblem = 'too_small' | 'too_dark' | 'too_bright' | 'blurry' | 'too_far';
export type QualityLevel = 'good' | 'borderline' | 'unusable';

export interface QualityReport {
  level: QualityLevel;
  /** Worst first; each has a tip (`diagnosis:quality.tip.<problem>`). */
  problems: QualityProblem[];
  brightness: number;
  sharpness: number;
}

/**
 * A photo ready to send: shrunk and re-encoded on the device (the upload), with a tiny copy for the
 * transcript and what the quality check found. Lives in memory only; the transcript keeps the thumbnail.
 */
export interface PreparedPhoto {
  upload: Blob;
  /** A data URL about 96 px wide, small enough to keep in the stored transcript. */
  thumbnail: string;
  source: 'camera' | 'upload';
  quality: QualityReport;
  originalBytes: number;
  /** When the photo was taken (the file's date), else when it was picked. */
  takenAt: string;
}

/** 1 to 3 photos of the same plant make one check. */
export const MAX_PHOTOS = 3;
