import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { askQuestion } from '../../../src/api/community.ts';
import { uploadQuestionPhoto } from '../../../src/api/community-photo.ts';
import { preparePhoto } from '../../../src/chat/photo/prepare-photo.ts';
import type { PreparedPhoto } from '../../../src/conversation/photo/prepared-photo.ts';
import { AskForm } from '../../../src/app/routes/community/ask-form.tsx';
import { setupTestI18n } from './i18n-for-tests.ts';

vi.mock('../../../src/api/community.ts', () => ({ askQuestion: vi.fn() }));
vi.mock('../../../src/api/community-photo.ts', () => ({ uploadQuestionPhoto: vi.fn() }));
vi.mock('../../../src/api/places.ts', () => ({
  listCounties: vi.fn(async () => [
    { id: '032', name: 'Nakuru' },
    { id: '016', name: 'Machakos' },
  ]),
}));
// The device's photo check needs a canvas: here each file's name says what it would find.
vi.mock('../../../src/chat/photo/prepare-photo.ts', () => ({ preparePhoto: vi.fn() }));

const prepared = (name: string): PreparedPhoto => ({
  upload: new Blob([name]),
  thumbnail: `data:image/jpeg;base64,${btoa(name)}`,
  source: 'upload',
  quality: {
    level: name.startsWith('dark') ? 'unusable' : 'good',
    problems: name.startsWith('dark') ? ['too_dark'] : [],
    brightness: 100,
    sharpness: 300,
  },
  originalBytes: 1000,
  takenAt: '2026-11-29T08:00:00.000Z',
});

const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

function show() {
  render(
    <MemoryRouter initialEntries={['/community']}>
      <Routes>
        <Route path="/community" element={<AskForm />} />
        <Route path="/community/:id" element={<p>question page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function choose(...names: string[]) {
  fireEvent.change(screen.getByLabelText('Picha za mmea (hadi 3)'), { target: { files: names.map(file) } });
  await vi.waitFor(() => expect(preparePhoto).toHaveBeenCalled());
}

describe('asking on /community with photos and a county', () => {
  beforeAll(() => setupTestI18n('sw'));
  beforeEach(() => {
    vi.mocked(preparePhoto)
      .mockReset()
      .mockImplementation(async (blob) => prepared((blob as File).name));
    vi.mocked(uploadQuestionPhoto).mockReset();
    vi.mocked(askQuestion).mockReset();
  });

  it('posts the words, the crop, the checked photos by id and the county chosen', async () => {
    vi.mocked(uploadQuestionPhoto).mockResolvedValueOnce('img-1').mockResolvedValueOnce('img-2');
    vi.mocked(askQuestion).mockResolvedValue({ id: 'q-1' } as Awaited<ReturnType<typeof askQuestion>>);
    show();
    fireEvent.change(screen.getByLabelText('Swali lako'), { target: { value: 'Majani yana madoa' } });
    fireEvent.change(screen.getByLabelText('Zao'), { target: { value: 'tomato' } });
    await screen.findByRole('option', { name: 'Nakuru' });
    fireEvent.change(screen.getByLabelText('Kaunti (si lazima)'), { target: { value: '032' } });
    await choose('leaf-1.jpg', 'leaf-2.jpg');
    expect(await screen.findByRole('img', { name: 'Picha 2 kati ya 2' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tuma swali' }));
    expect(await screen.findByText('question page')).toBeTruthy();
    expect(vi.mocked(uploadQuestionPhoto).mock.calls.map(([, crop]) => crop)).toEqual(['tomato', 'tomato']);
    expect(askQuestion).toHaveBeenCalledWith({
      text: 'Majani yana madoa',
      crop: 'tomato',
      language: 'sw',
      photos: ['img-1', 'img-2'],
      county: '032',
    });
  });

  it('refuses a photo the plant check would refuse, saying why, and takes no more than three', async () => {
    show();
    await choose('dark.jpg');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Kuna giza mno. Nenda kwenye mwanga wa mchana.',
    );
    expect(screen.queryByRole('img')).toBeNull();
    await choose('a.jpg', 'b.jpg', 'c.jpg', 'd.jpg');
    expect((await screen.findByRole('alert')).textContent).toMatch(/hadi 3/);
    expect(screen.getAllByRole('img')).toHaveLength(3);
    // Full: no more to add; one removed makes room again.
    expect(screen.queryByLabelText('Picha za mmea (hadi 3)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ondoa picha ya 2' }));
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(screen.getByLabelText('Picha za mmea (hadi 3)')).toBeTruthy();
  });

  it('a refused post says why and keeps the words and the photos', async () => {
    vi.mocked(uploadQuestionPhoto).mockResolvedValue('img-1');
    vi.mocked(askQuestion).mockRejectedValue({
      isAxiosError: true,
      response: { status: 400, data: { photos: ['Picha hii haijulikani.'] } },
    });
    show();
    fireEvent.change(screen.getByLabelText('Swali lako'), { target: { value: 'Nifanye nini?' } });
    await choose('leaf.jpg');
    await screen.findByRole('img');
    fireEvent.click(screen.getByRole('button', { name: 'Tuma swali' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Picha hii haijulikani.');
    expect((screen.getByLabelText('Swali lako') as HTMLTextAreaElement).value).toBe('Nifanye nini?');
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Tuma swali' })).toBeTruthy();
  });
});
