import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../src/api/api-client.ts';
import { AdviceCard } from '../../../src/chat/cards/advice-card.tsx';
import { buildLibrary } from '../../../src/content/library/build-library.ts';
import { setupTestI18n } from './i18n-for-tests.ts';

const library = buildLibrary();
const entry = (lang: 'en' | 'sw', slug: string) => library[lang].find((item) => item.slug === slug)!;

beforeAll(() => setupTestI18n());
afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => i18next.changeLanguage('en'));
});

/** The library API answered from the content files, in the language asked for. */
function serveLibrary(failFirst = false) {
  let failed = !failFirst;
  return vi.spyOn(apiClient, 'get').mockImplementation(async (url, config) => {
    if (!failed) {
      failed = true;
      throw Object.assign(new Error('offline'), { isAxiosError: true, code: 'ERR_NETWORK' });
    }
    const slug = String(url).split('/')[1]!;
    return { data: entry((config?.params as { lang: 'en' | 'sw' }).lang, slug) };
  });
}

describe('the advice card', () => {
  it('shows an entry step in the language on screen, and again after a language switch', async () => {
    serveLibrary();
    render(<AdviceCard data={{ slug: 'maize-fall-armyworm', section: 'overview' }} />);
    expect(await screen.findByRole('heading', { name: 'Fall armyworm' })).toBeInTheDocument();
    expect(screen.getByText(/Spodoptera frugiperda/)).toBeInTheDocument();
    await act(() => i18next.changeLanguage('sw'));
    expect(await screen.findByRole('heading', { name: 'Viwavijeshi vamizi' })).toBeInTheDocument();
  });

  it('lists control in its order, chemical options with hazard and waiting time, and the PCPB line', async () => {
    serveLibrary();
    render(<AdviceCard data={{ slug: 'potato-late-blight', section: 'control' }} />);
    const card = await screen.findByTestId('advice-control');
    const text = card.textContent!;
    const order = ['1. Good farming', '2. Resistant', '3. Natural', '4. Chemical'].map((step) =>
      text.indexOf(step),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(text).toContain('mancozeb');
    expect(text).toContain('restricted in Kenya since 2025');
    expect(text).toContain('wait 7–14 days after the last spray');
    expect(text).toContain('Pest Control Products Board');
  });

  it('says what to do on exposure, and marks unchecked advice as general guidance', async () => {
    serveLibrary();
    render(<AdviceCard data={{ slug: 'tomato-leaf-mold', section: 'safety' }} />);
    expect(await screen.findByText(/Seek medical help at once/)).toBeInTheDocument();
    render(<AdviceCard data={{ slug: 'tomato-leaf-mold', section: 'overview' }} />);
    expect(await screen.findByText(/confirm with an extension officer/)).toBeInTheDocument();
  });

  it('names copper and sulphur in Swahili on the Swahili safety card, with the label name beside', async () => {
    await act(() => i18next.changeLanguage('sw'));
    serveLibrary();
    render(<AdviceCard data={{ slug: 'tomato-leaf-mold', section: 'safety' }} />);
    expect(await screen.findByText('haidroksidi ya shaba (copper hydroxide)')).toBeInTheDocument();
    expect(screen.getByText('azoxystrobin')).toBeInTheDocument();
    expect(screen.queryByText('copper hydroxide')).not.toBeInTheDocument();
  });

  it('offers to try again when the entry could not be loaded', async () => {
    serveLibrary(true);
    render(<AdviceCard data={{ slug: 'striga', section: 'overview' }} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Striga (witchweed)' })).toBeInTheDocument();
  });
});
