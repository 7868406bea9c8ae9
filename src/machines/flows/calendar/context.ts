import type { ApiFailure } from '../../../api/api-failure.ts';
import type { Calendar } from '../../../contract/calendar.ts';
import type { PickedPlace } from '../../../language/picked-place.ts';
import type { CalendarRequest } from './request.ts';

export interface CalendarFlowInput {
  /** The words that started the flow, read for a crop, a place and a planting date. */
  text?: string;
  /** Whether the user may save plantings; by default, whether a session is stored. */
  signedIn?: boolean;
}
export interface CalendarContext extends CalendarRequest {
  words: string;
  signedIn: boolean;
  place: PickedPlace | null;
  calendar: Calendar | null;
  failure: ApiFailure | null;
}
