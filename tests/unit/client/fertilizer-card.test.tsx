import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { FertilizerCard } from '../../../src/chat/cards/fertilizer-card.tsx';
import type { Nutrient } from '../../../src/contract/nutrient.ts';
import type { FertilizerCardData } from '../../../src/conversation/cards/fertilizer-card-data.ts';
import { setupTestI18n } from './i18n-for-tests.ts';

const row = (changes: Partial<Nutrient>): Nutrient => ({
  id: '00000000-0000-4000-8000-0000000000d1',
  crop: 'maize',
  region_or_soil: 'General (all zones)',
  region_or_soil_sw: 'Maeneo yote',
  counties: [],
  stage: 'planting',
  fertilizer: 'DAP',
  grade: '18-46-0',
  rate_kg_per_acre: 50,
  rate_kg_per_ha: 125,
  n_kg_ha: null,
  p2o5_kg_ha: null,
  k2o_kg_ha: null,
  timing_method: 'In the planting hole',
  timing_method_sw: 'Weka shimoni wakati wa kupanda',
  option_group: null,
  notes: null,
  source: 'KALRO',
  source_sw: 'KALRO',
  confidence: 'low',
  quantity: { area_acres: 2.5, kg: 125, bags_50kg: 2.5 },
  ...changes,
});
const data: FertilizerCardData = {
  crop: 'maize',
  stage: 'planting',
  farm: 'Shamba la juu',
  acres: 2.5,
  scope: 'general',
  rows: [
    row({}),
    row({
      id: '00000000-0000-4000-8000-0000000000d2',
      fertilizer: 'FYM',
      grade: null,
      quantity: null,
      option_group: 'low',
    }),
  ],
};

beforeAll(async () => {
  await setupTestI18n('en');
});

describe('the fertilizer card', () => {
  it('says what to buy for the farm, with source and confidence, and when the advice is general', async () => {
    await i18next.changeLanguage('en');
    render(<FertilizerCard data={data} />);
    expect(screen.getByText('Fertilizer for Maize on Shamba la juu: At planting')).toBeInTheDocument();
    expect(screen.getByText('Quantities for 2.5 acres.')).toBeInTheDocument();
    expect(screen.getByText(/a similar area or for the whole country/)).toBeInTheDocument();
    expect(screen.getByText('DAP (18-46-0)')).toBeInTheDocument();
    expect(screen.getByText('Buy 125 kg: 2.5 bags of 50 kg')).toBeInTheDocument();
    expect(screen.getAllByText(/Source: KALRO \(low confidence: confirm locally\)/)).toHaveLength(2);
    expect(screen.getAllByText('In the planting hole')).toHaveLength(2);
    expect(screen.getByText('Farmyard manure (FYM)')).toBeInTheDocument();
    expect(screen.getByText('Option low-input: use these together')).toBeInTheDocument();
    // A product without a rate cannot be measured out: the card says what would make it possible.
    expect(screen.getByText("Add your farm's size to see how much to buy.")).toBeInTheDocument();
  });

  it('speaks Swahili, numbers included', async () => {
    await i18next.changeLanguage('sw');
    render(<FertilizerCard data={data} />);
    expect(
      screen.getByText(/^Mbolea ya Mahindi katika Shamba la juu: Wakati wa kupanda$/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Nunua kilo 125: mifuko 2[.,]5 ya kilo 50/)).toBeInTheDocument();
    expect(screen.getAllByText(/uhakika mdogo/)).toHaveLength(2);
    // The rows' own notes come from their Swahili columns; the product and option group from i18next.
    expect(screen.getAllByText('Weka shimoni wakati wa kupanda')).toHaveLength(2);
    expect(screen.getAllByText(/^Kwa Maeneo yote\. Chanzo: KALRO/)).toHaveLength(2);
    expect(screen.getByText('Samadi ya mifugo')).toBeInTheDocument();
    expect(
      screen.getByText('Chaguo la gharama ndogo (pembejeo chache): tumia hizi pamoja'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/planting hole|all zones|Farmyard/)).not.toBeInTheDocument();
  });

  it('leaves a note with no Swahili off a Swahili screen instead of showing it in English', async () => {
    await i18next.changeLanguage('sw');
    const untranslated = row({ timing_method_sw: null, region_or_soil_sw: null, source_sw: null });
    render(<FertilizerCard data={{ ...data, rows: [untranslated] }} />);
    expect(screen.queryByText('In the planting hole')).not.toBeInTheDocument();
    expect(screen.queryByText(/General|Source/)).not.toBeInTheDocument();
    expect(
      screen.getByText('Uhakika wa ushauri huu: uhakika mdogo: thibitisha na wataalamu wa eneo lako.'),
    ).toBeInTheDocument();
  });
});
