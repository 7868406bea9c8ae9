import { useTranslation } from 'react-i18next';
import type { Pest } from '../../contract/library.ts';

export function AdviceList({ title, lines }: { title: string; lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <>
      <p className="card__title">{title}</p>
      <ul className="advice-list">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}

/** The organisations behind the checked sources; a research team's study reads as "published research". */
function sourceNames(entry: Pest, research: string): string {
  return [...new Set(entry.sources.map((source) => source.organisation ?? research))].join(', ');
}

/** What it is and what to do today, how to recognise it, and the scientific name under "more details". */
export function AdviceOverview({ entry }: { entry: Pest }) {
  const { t } = useTranslation('advice');
  const otherNames = entry.common_names.filter((name) => name.toLowerCase() !== entry.name.toLowerCase());
  return (
    <>
      <h3 className="advice-name">{entry.name}</h3>
      {otherNames.length > 0 && (
        <p className="card__detail">{t('card.also_called', { names: otherNames.join(', ') })}</p>
      )}
      <p>{entry.summary}</p>
      <AdviceList title={t('card.act_now')} lines={entry.act_now} />
      {entry.picture && (
        <figure className="advice-picture">
          <img
            src={entry.picture.src}
            alt={t('card.picture_alt', { name: entry.name })}
            width={192}
            loading="lazy"
          />
        </figure>
      )}
      <AdviceList title={t('card.symptoms')} lines={entry.symptoms} />
      {entry.sources.length > 0 && (
        <p className="card__detail">
          {t('card.source', { sources: sourceNames(entry, t('card.research')) })}
        </p>
      )}
      {entry.scientific_name && entry.kind !== 'healthy' && (
        <details className="card__detail">
          <summary>{t('card.more_details')}</summary>
          {t('card.scientific')} <i lang="la">{entry.scientific_name}</i>
          {entry.organism && ` (${t(`card.organism.${entry.organism}`)})`}
        </details>
      )}
    </>
  );
}

/** What to change next season, how it spreads, and related problems. */
export function AdviceActNow({ entry }: { entry: Pest }) {
  const { t } = useTranslation('advice');
  return (
    <>
      <AdviceList title={t('card.prevention')} lines={entry.prevention} />
      {entry.spread && (
        <>
          <p className="card__title">{t('card.spread')}</p>
          <p>{entry.spread}</p>
        </>
      )}
      {entry.related.length > 0 && (
        <p className="card__detail">
          {t('card.related', { names: entry.related.map((link) => link.name).join(', ') })}
        </p>
      )}
    </>
  );
}

/**
 * The checked sources by organisation, each linked to its document, and the picture's credit and licence:
 * the one section of the library where they are shown. Unchecked notes are never served.
 */
export function AdviceSources({ entry }: { entry: Pest }) {
  const { t } = useTranslation('advice');
  return (
    <>
      <p className="card__title">{t('card.sources')}</p>
      {entry.sources.length === 0 ? (
        <p>{t('card.no_sources')}</p>
      ) : (
        <ul className="advice-list">
          {entry.sources.map((source) => (
            <li key={source.title}>
              {source.url ? (
                <a href={source.url} target="_blank" rel="noreferrer noopener">
                  {source.organisation ?? t('card.research')}
                </a>
              ) : (
                (source.organisation ?? t('card.research'))
              )}
            </li>
          ))}
        </ul>
      )}
      {entry.picture && (
        <p className="card__detail">
          {t('card.picture_credit', { credit: entry.picture.credit, licence: entry.picture.licence })}
        </p>
      )}
    </>
  );
}
