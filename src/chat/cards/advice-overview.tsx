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

/** What it is and how to recognise it, with where the words come from. */
export function AdviceOverview({ entry }: { entry: Pest }) {
  const { t } = useTranslation('advice');
  const otherNames = entry.common_names.filter((name) => name.toLowerCase() !== entry.name.toLowerCase());
  return (
    <>
      <h3 className="advice-name">{entry.name}</h3>
      {otherNames.length > 0 && (
        <p className="card__detail">{t('card.also_called', { names: otherNames.join(', ') })}</p>
      )}
      {entry.scientific_name && entry.kind !== 'healthy' && (
        <p className="card__detail">
          {t('card.scientific')} <i>{entry.scientific_name}</i>
        </p>
      )}
      <p>{entry.summary}</p>
      {entry.picture && (
        <figure className="advice-picture">
          <img
            src={entry.picture.src}
            alt={t('card.picture_alt', { name: entry.name })}
            width={192}
            loading="lazy"
          />
          <figcaption className="card__detail">
            {t('card.picture_credit', { credit: entry.picture.credit, licence: entry.picture.licence })}
          </figcaption>
        </figure>
      )}
      <AdviceList title={t('card.symptoms')} lines={entry.symptoms} />
      <p className="card__detail">
        {t('card.source', { sources: entry.sources.map((source) => source.title).join('; ') })}
      </p>
    </>
  );
}

/** What to do this week, how it spreads, and what to change next season. */
export function AdviceActNow({ entry }: { entry: Pest }) {
  const { t } = useTranslation('advice');
  return (
    <>
      <AdviceList title={t('card.act_now')} lines={entry.act_now} />
      {entry.spread && (
        <>
          <p className="card__title">{t('card.spread')}</p>
          <p>{entry.spread}</p>
        </>
      )}
      <AdviceList title={t('card.prevention')} lines={entry.prevention} />
      {entry.related.length > 0 && (
        <p className="card__detail">
          {t('card.related', { names: entry.related.map((link) => link.name).join(', ') })}
        </p>
      )}
    </>
  );
}

/** Every source, saying whether it was checked against a document or is general knowledge. */
export function AdviceSources({ entry }: { entry: Pest }) {
  const { t } = useTranslation('advice');
  return (
    <>
      <p className="card__title">{t('card.sources')}</p>
      <ul className="advice-list">
        {entry.sources.map((source) => (
          <li key={source.title}>
            {source.url ? (
              <a href={source.url} target="_blank" rel="noreferrer noopener">
                {source.title}
              </a>
            ) : (
              source.title
            )}{' '}
            <span className="card__detail">
              ({t(source.retrieved ? 'card.retrieved' : 'card.not_retrieved')})
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
