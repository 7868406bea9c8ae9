import { useTranslation } from 'react-i18next';
import { supportedLanguages } from '../i18n/languages.ts';

/** Each language is named in itself, so a reader finds theirs whatever language is showing. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage;
  return (
    <nav className="language-switch" aria-label={t('language_switch_label')}>
      {supportedLanguages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === current}
          onClick={() => void i18n.changeLanguage(language)}
        >
          {t('language_name', { lng: language })}
        </button>
      ))}
    </nav>
  );
}
