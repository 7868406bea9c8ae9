import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { ReferenceCredits } from '../../machines/shared/model-labels.ts';

/** The reference photos' credits, shipped beside the photos in public/. */
export async function creditsLoader(): Promise<ReferenceCredits> {
  const answer = await fetch('/reference-photos/credits.json');
  if (!answer.ok) throw new Error('the photo credits are not available');
  return (await answer.json()) as ReferenceCredits;
}

/**
 * /credits: who took each comparison photo on the result cards, where it comes from and under which
 * licence, in full, and the weather data's source. A farmer's card shows only one short "Sources" link here.
 */
export function CreditsPage() {
  const { t } = useTranslation('diagnosis');
  const credits = useLoaderData() as ReferenceCredits;
  // One section per collection and its terms, its photos under it.
  const groups = new Map<string, [string, ReferenceCredits[string]][]>();
  for (const entry of Object.entries(credits)) {
    groups.set(entry[1].licence, [...(groups.get(entry[1].licence) ?? []), entry]);
  }
  return (
    <section className="page page--narrow credits-page" aria-labelledby="credits-title">
      <h1 id="credits-title">{t('credits.title')}</h1>
      <p>{t('credits.intro')}</p>
      {[...groups].map(([licence, entries]) => (
        <section key={licence}>
          <h2>{entries[0]![1].credit}</h2>
          <p className="credits-page__licence">{t('credits.licence', { licence })}</p>
          <ul className="credits-page__list">
            {entries.map(([label, credit]) => (
              <li key={label} data-testid="credit">
                <img src={`/reference-photos/${credit.file}`} alt="" width={48} height={48} loading="lazy" />
                <span>
                  <strong>{t(`condition.${label}` as 'condition.any__not_a_plant')}</strong>
                  <br />
                  <span className="credits-page__source">
                    {t('result.credit', { source: credit.source, licence: credit.licence })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p>{t('credits.weather')}</p>
    </section>
  );
}
