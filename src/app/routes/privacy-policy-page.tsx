import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown from 'react-markdown';
import { useLocation } from 'react-router';
import type { ProviderContact } from '../../contract/legal.ts';

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

/** The grievance officer's e-mail and Nairobi address, as the server is configured (SPEC §1). */
function ContactDetails() {
  const { t } = useTranslation('privacy');
  const [contact, setContact] = useState<ProviderContact | 'failed' | null>(null);
  // The API client and its response checks load after the policy shows: the text needs neither.
  useEffect(() => {
    import('../../api/legal.ts')
      .then(({ fetchProviderContact }) => fetchProviderContact())
      .then(setContact, () => setContact('failed'));
  }, []);

  return (
    <section
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
      <ContactDetails />
      <PolicyPart id="privacy-notice" part={notice} dateLine={t('notice.valid_from')} />
    </article>
  );
}
