import { render, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { CompareCard } from '../../../src/chat/cards/compare-card.tsx';
import { SignQuestionCard } from '../../../src/chat/cards/sign-question-card.tsx';
import { signs } from '../../../src/contract/signs.ts';
import type { CompareCardData } from '../../../src/conversation/cards/differential-card-data.ts';
import {
  comparePictures,
  unclearPictures,
} from '../../../src/machines/flows/diagnosis/differential/messages.ts';
import { labels } from '../machines/diagnosis-harness.ts';
import { setupTestI18n } from './i18n-for-tests.ts';

beforeAll(() => setupTestI18n());

const shown = (node: React.ReactNode) =>
  render(<MemoryRouter>{node}</MemoryRouter>).container.firstElementChild as HTMLElement;

const dataOf = (body: unknown) => (body as { data: CompareCardData }).data;

describe('the differential cards', () => {
  it('puts the candidates side by side, numbered like their buttons, each with a large picture and its plain name', () => {
    const { body } = comparePictures(
      labels,
      ['maize__common_rust', 'maize__leaf_spot', 'maize__leaf_blight'],
      [],
    );
    const card = shown(<CompareCard data={dataOf(body)} />);
    const pictures = within(card).getAllByRole('listitem');
    expect(pictures.map((item) => item.textContent)).toEqual([
      '1. Common rust of maize',
      expect.stringMatching(/^2\. /),
      expect.stringMatching(/^3\. /),
    ]);
    expect(within(pictures[0]!).getByRole('img').getAttribute('src')).toBe(
      '/reference-photos/maize__common_rust.webp',
    );
    // One short way to the sources; no licence codes or percentages on a farmer's card.
    expect(within(card).getByRole('link', { name: 'Sources' }).getAttribute('href')).toBe('/credits');
    expect(card.textContent).not.toMatch(/%|CC BY|MIT/);
  });

  it('when two stay close, says "likely" and "possible" and gives steps that spray nothing', () => {
    const card = shown(
      <CompareCard data={dataOf(unclearPictures(labels, ['maize__fall_armyworm', 'maize__leaf_spot']))} />,
    );
    expect(card.textContent).toMatch(/Likely: Fall armyworm/);
    expect(card.textContent).toMatch(/Possible: /);
    expect(within(card).getByText('Do today')).toBeTruthy();
    // A pest among the two: look for it; a disease: take off the worst leaves; and never spray on a guess.
    expect(card.textContent).toMatch(/look under the leaves/);
    expect(card.textContent).toMatch(/worst-affected leaves/);
    expect(card.textContent).toMatch(/Do not spray anything until you know/);
  });

  it('asks a sign question in the language on screen, with its picture', async () => {
    const data = {
      sign: 'powder' as const,
      src: '/reference-photos/maize__common_rust.webp',
      number: 1,
      of: 2,
    };
    expect(shown(<SignQuestionCard data={data} />).textContent).toContain(signs.powder.question.en);
    await i18next.changeLanguage('sw');
    const swahili = shown(<SignQuestionCard data={data} />);
    expect(swahili.textContent).toContain(signs.powder.question.sw);
    expect(swahili.textContent).toContain('Swali 1 kati ya 2');
    expect(within(swahili).getByRole('img').getAttribute('alt')).toBe('Picha ya mfano ya dalili hii');
    await i18next.changeLanguage('en');
  });
});
