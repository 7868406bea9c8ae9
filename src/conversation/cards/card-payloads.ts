import type { Calendar } from '../../contract/calendar.ts';
import type { BlogPost } from '../../contract/blog.ts';
import type { CallbackCardData } from './callback-card-data.ts';
import type { WeatherCardData } from './weather-card-data.ts';
import type { FertilizerCardData } from './fertilizer-card-data.ts';
import type { AdviceCardData } from './advice-card-data.ts';
import type { DiagnosisCardData, UploadCardData } from './diagnosis-card-data.ts';
import type { CompareCardData, SignCardData } from './differential-card-data.ts';
import type { CommunityQuestionCardData } from './community-card-data.ts';

/**
 * The cards a conversation can show, by name, with the plain JSON each carries (the transcript is
 * persisted, so no functions or class instances). A flow adds its card with one line here and one
 * component in card-view.tsx; the card words its labels through i18next, so it follows a language switch.
 */
export interface SharedLocation {
  latitude: number;
  longitude: number;
  /** Metres, as the device reported them. */
  accuracy_m?: number;
  /** Metres above sea level, only when the device measured it (many give none without GPS). */
  altitude_m?: number;
  /** The nearest county by centroid, when known: shown as "near …", never as an exact place. */
  near?: string;
}

/** The data export is ready: the file name the button saves it under, and its id in memory. */
export interface DataExportCardData {
  file: string;
  archive: string;
}

/** The notification switches; they read and save the account's settings themselves. */
export type NotificationsCardData = Record<string, never>;

export interface CardPayloads {
  advice: AdviceCardData;
  callback: CallbackCardData;
  blog: BlogPost;
  calendar: Calendar;
  weather: WeatherCardData;
  location: SharedLocation;
  diagnosis: DiagnosisCardData;
  upload: UploadCardData;
  data_export: DataExportCardData;
  notifications: NotificationsCardData;
  fertilizer: FertilizerCardData;
  compare: CompareCardData;
  sign_question: SignCardData;
  community_question: CommunityQuestionCardData;
}

export type CardName = keyof CardPayloads;

export type CardBody = {
  [Name in CardName]: { kind: 'card'; card: Name; data: CardPayloads[Name] };
}[CardName];
