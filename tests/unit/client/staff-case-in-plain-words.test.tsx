import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { AutomatedResult } from '../../../src/app/routes/staff/automated-result.tsx';
import { FarmerAnswers } from '../../../src/app/routes/staff/farmer-answers.tsx';
import type { StaffCallback } from '../../../src/contract/staff.ts';
import { setupTestI18n } from './i18n-for-tests.ts';

const missing: string[] = [];
beforeAll(async () => {
  await setupTestI18n('sw', missing);
});

/** What the photo check told the farmer, as the booking carries it. */
const booking = {
  case: {
    crop: 'maize',
    finding: { label: 'maize__common_rust', confidence: 0.72, unsure: false },
  },
  candidates: [
    { label: 'maize__common_rust', confidence: 0.72 },
    { label: 'maize__gray_leaf_spot', confidence: 0.2 },
    { label: 'maize__northern_leaf_blight', confidence: 0.05 },
  ],
} as unknown as StaffCallback;

/** Issue 38 §2: the case in plain, translated words, never a model label or a bare crop id. */
describe('a case on the desk, in Swahili', () => {
  it('names the crop and the top 3 results with how likely each is', () => {
    const { container } = render(
      <dl>
        <AutomatedResult booking={booking} />
      </dl>,
    );
    expect(screen.getByText('Mahindi')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Kutu ya mahindi: kuna uwezekano mkubwa (72 %)',
      'Madoa kijivu ya majani ya mahindi: huenda (20 %)',
      'Baa la madoa marefu ya mahindi: si rahisi (5 %)',
    ]);
    expect(container.textContent).not.toMatch(/__|maize/);
    expect(missing).toEqual([]);
  });

  it("shows the farmer's picture pick and sign answers from the chat, with where it ended", () => {
    render(
      <FarmerAnswers
        record={{
          picked: 'cant_tell',
          answers: [
            { sign: 'marks', answer: 'yes' },
            { sign: 'powder', answer: 'no' },
          ],
          outcome: ['maize__gray_leaf_spot', 'maize__northern_leaf_blight'],
        }}
      />,
    );
    const answers = screen.getByTestId('farmer-answers');
    expect(answers).toHaveTextContent('Picha aliyochaguaHakuweza kujua');
    expect(answers).toHaveTextContent(
      'Je, kuna madoa, michirizi, mabaka, matundu au unga kwenye majani?Ndiyo',
    );
    expect(answers).toHaveTextContent(/Ukisugua madoa kwa kidole.*\?Hapana/);
    expect(answers).toHaveTextContent(
      'Bado mbili zinakaribiana: Madoa kijivu ya majani ya mahindi au Baa la madoa marefu ya mahindi',
    );
    expect(answers.textContent).not.toMatch(/__/);
    expect(missing).toEqual([]);
  });
});
