import type { SignId } from '../../contract/signs.ts';

/** A candidate condition as a large picture with its plain name; `src` is its reference photo, if any. */
export interface ComparePicture {
  label: string;
  src: string | null;
  /** Only where the differential ended unclear: "likely" for the first, "possible" for the second. */
  wording?: 'likely' | 'possible';
}

/**
 * The differential's pictures: the 2–4 candidates to pick from (`pick`), or, when the answers left two
 * close, those two with safe steps that fit both (`unclear`; `steps` are keys under
 * diagnosis:differential.steps). Plain JSON, kept in the transcript.
 */
export interface CompareCardData {
  purpose: 'pick' | 'unclear';
  candidates: ComparePicture[];
  steps: string[];
}

/** One yes/no sign question with the picture that shows the sign; asked `number` of at most `of`. */
export interface SignCardData {
  sign: SignId;
  src: string | null;
  number: number;
  of: number;
}
