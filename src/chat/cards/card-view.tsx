import type { ComponentType } from 'react';
import type { CardBody, CardName, CardPayloads } from './card-payloads.ts';
import { LocationCard } from './location-card.tsx';

const cards: { [Name in CardName]: ComponentType<{ data: CardPayloads[Name] }> } = {
  location: LocationCard,
};

/** Draws a card message with the component registered for its name. */
export function CardView({ body }: { body: CardBody }) {
  const Card = cards[body.card] as ComponentType<{ data: CardBody['data'] }>;
  return <Card data={body.data} />;
}
