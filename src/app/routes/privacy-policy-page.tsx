import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown from 'react-markdown';
import { useLocation } from 'react-router';

interface Section {
  id: string;
  title: string;
  body: string;
}

interface Part {
  heading: string;
  intro: string;
  sections: Section[];
}

function PolicyPart({ id, part, dateLine }: { id: string; part: Part; dateLine: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="policy-part">
      <h2 id={`${id}-heading`}>{part.heading}</h2>
      <p className="policy-part__date">{dateLine}</p>
      <Markdown>{part.intro}</Markdown>
      {part.sections.map((section) => (
        <section key={section.id} id={`${id}-${section.id}`} aria-labelledby={`${id}-${section.id}-title`}>
          <h3 id={`${id}-${section.id}-title`}>{section.title}</h3>
          <Markdown>{section.body}</Markdown>
        </section>
      ))}
    </section>
  );
}

/** The application privacy policy and terms of use, then the privacy notice at #privacy-notice (SPEC §2). */
export function PrivacyPolicyPage() {
  const { t } = useTranslation('privacy');
  const { hash } = useLocation();

  // The page arrives lazily, after the browser's own jump to the anchor, so jump once it is drawn.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  const policy = t('policy', { returnObjects: true }) as unknown as Part;
  const notice = t('notice', { returnObjects: true }) as unknown as Part;

  return (
    <article className="page privacy-page">
      <h1>{t('page_title')}</h1>
      <p>
        <a href="#privacy-notice">{t('skip_to_notice')}</a>
      </p>
      <PolicyPart id="terms" part={policy} dateLine={t('policy.last_updated')} />
      <PolicyPart id="privacy-notice" part={notice} dateLine={t('notice.valid_from')} />
    </article>
  );
}
