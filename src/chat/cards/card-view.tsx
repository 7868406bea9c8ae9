import type { ComponentType } from 'react';
import { AdviceCard } from './advice-card.tsx';
import { CalendarCard } from './calendar-card.tsx';
import { BlogCard } from './blog-card.tsx';
import { CallbackCard } from './callback-card.tsx';
import type { CardBody, CardName, CardPayloads } from '../../conversation/cards/card-payloads.ts';
import { DataExportCard } from './data-export-card.tsx';
import { DiagnosisCard } from './diagnosis-card.tsx';
import { FertilizerCard } from './fertilizer-card.tsx';
import { LocationCard } from './location-card.tsx';
import { UploadCard } from './upload-card.tsx';
import { WeatherCard } from './weather-card.tsx';

const cards: { [Name in CardName]: ComponentType<{ data: CardPayloads[Name] }> } = {
  advice: AdviceCard,
  callback: CallbackCard,
  blog: BlogCard,
  calendar: CalendarCard,
  weather: WeatherCard,
  location: LocationCard,
  diagnosis: DiagnosisCard,
  upload: UploadCard,
  data_export: DataExportCard,
  fertilizer: FertilizerCard,
};

/** Draws a card message with the component registered for its name. */
export function CardView({ body }: { body: CardBody }) {
  const Card = cards[body.card] as ComponentType<{ data: CardBody['data'] }>;
  return <Card data={body.data} />;
}
