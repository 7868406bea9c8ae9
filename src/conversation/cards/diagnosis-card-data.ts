import type { Verdict } from '../../contract/classify.ts';

/** A candidate condition as the card shows it, with a reference photo to compare with. */
export interface DiagnosisCandidate {
  label: string;
  crop: string;
  confidence: number;
  wording: 'very_likely' | 'possibly';
  /** Credit, source and licence are shown on /credits, never on the card. */
  photo: { src: string; source: string; licence: string; credit?: string } | null;
}

/** The result card: plain JSON, kept in the transcript. */
export interface DiagnosisCardData {
  verdict: Verdict;
  crop: string | null;
  /** Empty for "not a plant"; up to three, most likely first. */
  candidates: DiagnosisCandidate[];
  photos: string[];
  model_version: string;
  /** "Fanya leo" on a `not_sure` card: keys under diagnosis:differential.steps; absent on older cards. */
  steps?: string[];
}

/** What was sent and how far it got; the live percentage comes from upload-progress.ts. */
export interface UploadCardData {
  uploadId: string;
  count: number;
  bytes: number;
}
