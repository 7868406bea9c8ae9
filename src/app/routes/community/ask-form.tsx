import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toApiFailure } from '../../../api/api-failure.ts';
import { askQuestion } from '../../../api/community.ts';
import { uploadQuestionPhoto } from '../../../api/community-photo.ts';
import { listCounties } from '../../../api/places.ts';
import { preparePhoto } from '../../../chat/photo/prepare-photo.ts';
import { MAX_QUESTION_CHARS, MAX_QUESTION_PHOTOS } from '../../../contract/community.ts';
import type { County } from '../../../contract/places.ts';
import type { PreparedPhoto } from '../../../conversation/photo/prepared-photo.ts';
import { FLOW_CROPS } from '../../../machines/flows/advice/messages.ts';

interface ChosenPhoto {
  photo: PreparedPhoto;
  /** One idempotency key per photo, kept across a retried post so the server keeps it once. */
  key: string;
}

/** Why a chosen file was not taken: not a picture, or one the plant check would refuse too. */
async function checkedPhoto(file: File): Promise<PreparedPhoto | string> {
  try {
    const photo = await preparePhoto(file, 'upload');
    if (photo.quality.level !== 'unusable') return photo;
    return `diagnosis:quality.tip.${photo.quality.problems[0] ?? 'blurry'}`;
  } catch {
    return 'diagnosis:photo.unreadable';
  }
}

/**
 * "Ask the community" for a signed-in reader: the words, the crop, up to three photos (checked on the
 * device as a plant check's are) and an optional county, in the language the page is read in; the
 * question's own page opens once it is posted. A refusal is said in words and keeps all of it.
 */
export function AskForm() {
  const { t, i18n } = useTranslation(['community', 'advice', 'diagnosis']);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [crop, setCrop] = useState<string>(FLOW_CROPS[0][0]);
  const [county, setCounty] = useState('');
  const [counties, setCounties] = useState<County[]>([]);
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    // Without the list the question goes without a county, which is optional.
    listCounties()
      .then((list) => active && setCounties(list))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

  const choosePhotos = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const room = MAX_QUESTION_PHOTOS - photos.length;
    setPhotoProblem(files.length > room ? t('ask.too_many_photos', { max: MAX_QUESTION_PHOTOS }) : null);
    const checked = await Promise.all(files.slice(0, room).map(checkedPhoto));
    const refused = checked.find((result) => typeof result === 'string');
    if (refused) setPhotoProblem(t(refused as never));
    const taken = checked.filter((result): result is PreparedPhoto => typeof result !== 'string');
    setPhotos((before) => [...before, ...taken.map((photo) => ({ photo, key: crypto.randomUUID() }))]);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || sending) return;
    setSending(true);
    setProblem(null);
    const language = i18n.resolvedLanguage === 'sw' ? 'sw' : 'en';
    try {
      const ids = [];
      for (const chosen of photos) ids.push(await uploadQuestionPhoto(chosen.photo.upload, crop, chosen.key));
      const question = await askQuestion({ text, crop, language, photos: ids, county: county || null });
      void navigate(`/community/${question.id}`);
    } catch (error) {
      const failure = toApiFailure(error);
      setProblem(
        'detail' in failure && failure.detail
          ? failure.detail
          : failure.kind === 'fields'
            ? Object.values(failure.fields).flat().join(' ')
            : t('ask_failed'),
      );
      setSending(false);
    }
  };

  return (
    <form className="community-form" onSubmit={(event) => void send(event)} aria-labelledby="ask-title">
      <h2 id="ask-title">{t('ask_title')}</h2>
      <label htmlFor="community-question">{t('your_question')}</label>
      <textarea
        id="community-question"
        value={text}
        maxLength={MAX_QUESTION_CHARS}
        rows={4}
        onChange={(event) => setText(event.target.value)}
      />
      <label htmlFor="community-crop">{t('crop')}</label>
      <select id="community-crop" value={crop} onChange={(event) => setCrop(event.target.value)}>
        {FLOW_CROPS.flat().map((id) => (
          <option key={id} value={id}>
            {t(`advice:crop.${id}`)}
          </option>
        ))}
      </select>
      <label htmlFor="community-county">{t('ask.county')}</label>
      <select id="community-county" value={county} onChange={(event) => setCounty(event.target.value)}>
        <option value="">{t('ask.no_county')}</option>
        {counties.map((each) => (
          <option key={each.id} value={each.id}>
            {each.name}
          </option>
        ))}
      </select>
      {photos.length > 0 && (
        <ul className="community-form__photos">
          {photos.map((chosen, index) => (
            <li key={chosen.key}>
              <img
                src={chosen.photo.thumbnail}
                alt={t('ask.card_photo', { number: index + 1, count: photos.length })}
              />
              <button
                type="button"
                className="button"
                onClick={() => setPhotos((before) => before.filter((each) => each.key !== chosen.key))}
              >
                {t('ask.remove_photo', { number: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {photos.length < MAX_QUESTION_PHOTOS && (
        <>
          <label htmlFor="community-photos">{t('ask.add_photos', { max: MAX_QUESTION_PHOTOS })}</label>
          <input
            id="community-photos"
            type="file"
            accept="image/*"
            multiple
            onChange={(event) => void choosePhotos(event)}
          />
        </>
      )}
      {photoProblem && (
        <p className="form-error" role="alert">
          {photoProblem}
        </p>
      )}
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button" disabled={sending}>
        {sending ? t('sending') : t('send_question')}
      </button>
    </form>
  );
}
