import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DiagnosisCard } from '../../../src/chat/cards/diagnosis-card.tsx';
import { ChatView } from '../../../src/chat/chat-view.tsx';
import { assistantMessage } from '../../../src/conversation/chat-message.ts';
import type { DiagnosisCardData } from '../../../src/conversation/cards/diagnosis-card-data.ts';
import { resultReplies } from '../../../src/machines/flows/diagnosis/messages.ts';
import { resultCard } from '../../../src/machines/shared/result-card.ts';
import { labels } from '../machines/diagnosis-harness.ts';
import { text } from '../../../src/conversation/flow-protocol.ts';
import { setupTestI18n } from './i18n-for-tests.ts';

beforeAll(() => setupTestI18n());

const photo = (label: string) => ({
  src: `/reference-photos/${label}.webp`,
  source: `nsl-saranga/plant-leaf-detection-app@555ebbdc93b1: Maize/${label}.jpg`,
  licence: 'CCMT dataset (Mensah et al. 2023, Ghana, Mendeley Data) CC BY 4.0; repo has no licence file',
  credit: 'CCMT, CC BY 4.0',
});

const card = (verdict: DiagnosisCardData['verdict']): DiagnosisCardData => ({
  verdict,
  crop: null,
  photos: [],
  model_version: 'mimea-b0-2026-03',
  candidates:
    verdict === 'not_a_plant'
      ? []
      : [
          {
            label: 'maize__common_rust',
            crop: 'maize',
            confidence: verdict === 'confident' ? 0.91 : 0.41,
            wording: verdict === 'confident' ? 'very_likely' : 'possibly',
            photo: photo('maize__common_rust'),
          },
          {
            label: 'maize__leaf_spot',
            crop: 'maize',
            confidence: 0.05,
            wording: 'possibly',
            photo: photo('maize__leaf_spot'),
          },
        ],
});

const renderCard = (data: DiagnosisCardData) =>
  render(
    <MemoryRouter>
      <DiagnosisCard data={data} />
    </MemoryRouter>,
  ).container.firstElementChild as HTMLElement;

describe('the plain result card', () => {
  it('starts with one sentence, so reading aloud starts there too', () => {
    const shown = renderCard(card('confident'));
    expect(shown.textContent).toMatch(/^This is very likely Common rust of maize\./);
  });

  it('says "not sure" as a next step, and "not a plant" as one', () => {
    expect(renderCard(card('not_sure')).textContent).toMatch(
      /^I am not sure\. Take another photo of a different leaf, in daylight\./,
    );
    expect(renderCard(card('not_a_plant')).textContent).toMatch(/^This does not look like a plant\./);
  });

  it('shows a farmer no percentage and no model build, only words, even under "more details"', () => {
    const shown = renderCard(card('confident'));
    const details = shown.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(shown.textContent).not.toMatch(/%|mimea-b0/);
    expect(within(details).getByText('It does not replace an agronomist.', { exact: false })).toBeTruthy();
  });

  it('never says "very likely" under "not sure", however high the top candidate scored', () => {
    const unsure = resultCard(
      {
        verdict: 'not_sure',
        model_version: 'x',
        predictions: [
          { label: 'maize__common_rust', crop: 'maize', condition: 'common_rust', confidence: 0.86 },
        ],
      },
      labels,
      { crop: null, thumbnails: [] },
    ) as { data: DiagnosisCardData };
    const shown = renderCard(unsure.data);
    expect(shown.textContent).toMatch(/not sure/);
    expect(shown.textContent).not.toMatch(/very likely/i);
  });

  it('leaves photo credits and licences to /credits, one short "Sources" link away', () => {
    const shown = renderCard(card('confident'));
    expect(screen.getByRole('link', { name: 'Sources' }).getAttribute('href')).toBe('/credits');
    expect(shown.textContent).not.toMatch(/CC BY|CCMT|nsl-saranga|et al/);
  });

  it('gives safe steps for today on a "not sure" card, fitted to the likely candidates', () => {
    const unsure = resultCard(
      {
        verdict: 'not_sure',
        model_version: 'x',
        predictions: [
          { label: 'maize__fall_armyworm', crop: 'maize', condition: 'fall_armyworm', confidence: 0.4 },
          { label: 'maize__common_rust', crop: 'maize', condition: 'common_rust', confidence: 0.3 },
        ],
      },
      labels,
      { crop: null, thumbnails: [] },
    ) as { data: DiagnosisCardData };
    const shown = renderCard(unsure.data);
    expect(within(shown).getByText('Do today')).toBeTruthy();
    const steps = within(shown)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toContainEqual(expect.stringMatching(/look under the leaves/));
    expect(steps).toContainEqual(expect.stringMatching(/Do not spray anything/));
    // A confident card's steps are the advice that follows it, not these.
    expect(within(renderCard(card('confident'))).queryByText('Do today')).toBeNull();
  });
});

describe('the answer’s replies', () => {
  const combined = {
    verdict: 'confident' as const,
    model_version: 'x',
    predictions: [
      { label: 'maize__common_rust', crop: 'maize', condition: 'common_rust', confidence: 0.91 },
      { label: 'maize__leaf_spot', crop: 'maize', condition: 'leaf_spot', confidence: 0.05 },
    ],
  };

  it('show one next step; the rest, an agronomist among them, wait under "other options"', async () => {
    const onChoice = vi.fn();
    render(
      <ChatView
        messages={[assistantMessage(text('diagnosis:question.confident'), resultReplies(combined, true))]}
        input={null}
        busy={false}
        onText={vi.fn()}
        onChoice={onChoice}
      />,
    );
    const primary = screen.getByRole('button', { name: /Yes, mine looks like this/ });
    expect(primary.className).toContain('quick-reply--primary');
    const more = screen.getByText('Other options').closest('details')!;
    expect(more.open).toBe(false);
    expect(within(more).getByRole('button', { name: /Talk to an agronomist/ })).toBeTruthy();
    expect(within(more).getByRole('button', { name: /None of these/ })).toBeTruthy();
    await userEvent.click(screen.getByText('Other options'));
    await userEvent.click(within(more).getByRole('button', { name: /Talk to an agronomist/ }));
    expect(onChoice).toHaveBeenCalledWith('callback', 'Talk to an agronomist');
  });

  it('"Photograph a plant" opens the camera in the same tap and starts the check', async () => {
    const onChoice = vi.fn();
    const opened = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    render(
      <ChatView
        messages={[
          assistantMessage(text('assistant:greeting'), [
            { value: 'flow:diagnosis', label: { key: 'assistant:menu.diagnosis' }, opens: 'photo' },
          ]),
        ]}
        input={null}
        busy={false}
        onText={vi.fn()}
        onChoice={onChoice}
        onPhotos={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Photograph a plant/ }));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(opened.mock.contexts[0]).toBe(screen.getByTestId('photo-quick-input'));
    expect(onChoice).toHaveBeenCalledWith('flow:diagnosis', 'Photograph a plant');
    opened.mockRestore();
  });
});
