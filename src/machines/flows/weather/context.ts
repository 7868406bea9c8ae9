import type { ApiFailure } from '../../../api/api-failure.ts';
import type { Weather } from '../../../contract/weather.ts';
import type { When } from '../../../language/intents/recognise.ts';
import type { PickedPlace } from '../../../language/picked-place.ts';

export interface WeatherFlowInput {
  /** "hali ya hewa kesho?", "will it rain this week in Nakuru?": read for the day and the place. */
  text?: string;
  signedIn?: boolean;
}

export interface WeatherContext {
  words: string;
  when: When | null;
  signedIn: boolean;
  place: PickedPlace | null;
  weather: Weather | null;
  failure: ApiFailure | null;
}
