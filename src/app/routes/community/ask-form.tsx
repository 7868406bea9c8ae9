import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toApiFailure } from '../../../api/api-failure.ts';
import { askQuestion } from '../../../api/community.ts';
import { MAX_QUESTION_CHARS } from '../../../contract/community.ts';
import { FLOW_CROPS } from '../../../machines/flows/advice/messages.ts';

/**
 * "Ask the community" for a signed-in reader: the words and the crop, in the language the page is
 * read in; the question's own page opens once it is posted.
 */
export function AskForm() {
  const { t, i18n } = useTranslation(['community', 'advice']);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [crop, setCrop] = useState<string>(FLOW_CROPS[0][0]);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || sending) return;
    setSending(true);
    const language = i18n.resolvedLanguage === 'sw' ? 'sw' : 'en';
    askQuestion({ text, crop, language })
      .then((question) => void navigate(`/community/${question.id}`))
      .catch((error: unknown) => {
        const failure = toApiFailure(error);
        setProblem('detail' in failure && failure.detail ? failure.detail : t('ask_failed'));
        setSending(false);
      });
  };

  return (
    <form className="community-form" onSubmit={send} aria-labelledby="ask-title">
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
