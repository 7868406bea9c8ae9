import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { ProviderContact } from '../../contract/legal.ts';

/** `intro` and `body` are HTML: the build renders the policy's Markdown (scripts/build/policy-html.ts). */
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

/** Our own policy text, rendered from Markdown at build time with raw HTML left out. */
const PolicyText = ({ html }: { html: string }) => (
  <div className="policy-text" dangerouslySetInnerHTML={{ __html: html }} />
);

function PolicyPart({ id, part, dateLine }: { id: string; part: Part; dateLine: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="policy-part">
      <h2 id={`${id}-heading`}>{part.heading}</h2>
      <p className="policy-part__date">{dateLine}</p>
      <PolicyText html={part.intro} />
      {part.sections.map((section) => (
        <section key={section.id} id={`${id}-${section.id}`} aria-labelledby={`${id}-${section.id}-title`}>
          <h3 id={`${id}-${section.id}-title`}>{section.title}</h3>
          <PolicyText html={section.body} />
        </section>
      ))}
    </section>
  );
}

/** The grievance officer's e-mail and Nairobi address, as the server is configured (SPEC §1). */
function ContactDetails() {
  const { t } = useTranslation('privacy');
  const [contact, setContact] = useState<ProviderContact | 'failed' | null>(null);
  const section = useRef<HTMLElement>(null);
  // The API client and its response checks are fetched as the section comes near the screen: the
  // policy's text needs neither, and most readers of the terms never scroll this far.
  useEffect(() => {
    const load = () =>
      import('../../api/legal.ts')
        .then(({ fetchProviderContact }) => fetchProviderContact())
        .then(setContact, () => setContact('failed'));
    if (typeof IntersectionObserver !== 'function') return void load();
    const watcher = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        watcher.disconnect();
        void load();
      },
      { rootMargin: '800px 0px' },
    );
    watcher.observe(section.current!);
    return () => watcher.disconnect();
  }, []);

  return (
    <section
      ref={section}
      id="contact"
      aria-labelledby="contact-heading"
      className="policy-part"
      aria-busy={contact === null}
    >
      <h2 id="contact-heading">{t('contact.heading')}</h2>
      {contact === 'failed' && <p role="alert">{t('contact.unavailable')}</p>}
      {contact && contact !== 'failed' && (
        <>
          <dl className="policy-contact">
            <dt>{t('contact.email')}</dt>
            <dd>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </dd>
            <dt>{t('contact.address')}</dt>
            <dd>{contact.address}</dd>
          </dl>
          {contact.is_example && <p className="policy-contact__example">{t('contact.example')}</p>}
        </>
      )}
    </section>
  );
}

/** The application privacy policy and terms of use, then the privacy notice at #privacy-notice (SPEC §2). */
export function PrivacyPolicyPage() {
  const { t, i18n } = useTranslation('privacy');
  const { hash } = useLocation();

  // The page arrives lazily, after the browser's own jump to the anchor, so jump once it is drawn.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  // Read as stored: the parts are long and interpolate nothing, and `t` with returnObjects walks every
  // string of them on each render, a quarter of a second on a slow phone.
  const language = i18n.resolvedLanguage ?? i18n.language;
  const policy = i18n.getResource(language, 'privacy', 'policy') as Part;
  const notice = i18n.getResource(language, 'privacy', 'notice') as Part;

  return (
    <article className="page privacy-page">
      <h1>{t('page_title')}</h1>
      <p>
        <a href="#privacy-notice">{t('skip_to_notice')}</a>
      </p>
      <PolicyPart id="terms" part={policy} dateLine={t('policy.last_updated')} />
      <ContactDetails />
      <PolicyPart id="privacy-notice" part={notice} dateLine={t('notice.valid_from')} />
    </article>
  );
}
