import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNKNOWN_LABEL } from '../../../contract/case-review.ts';
import { fetchModelLabels } from '../../../machines/shared/model-labels.ts';
import type { LabelEntry } from '../../../ml/model-metadata.ts';

export interface ReviewChoice {
  label: string;
  /** As shown: the condition, with its crop when it is another crop's (no two "Early blight"). */
  name: string;
  /** What a search matches: the names in both languages, and the crop's. */
  words: string;
}

/**
 * The labels an agronomist may pick for a case of `crop`: that crop's conditions first, then the other
 * crops' (each named with its crop), then "unknown / other". Searchable in English and Swahili
 * whatever the page's language, as a colleague may think of a name in either.
 */
export function useReviewChoices(crop: string | undefined) {
  const { t, i18n } = useTranslation('staff');
  const [entries, setEntries] = useState<LabelEntry[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    Promise.all([fetchModelLabels(), i18n.reloadResources(['en', 'sw'], ['diagnosis'])])
      .then(([{ metadata }]) => active && setEntries(metadata.labels))
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, [i18n]);

  const groups = useMemo(() => {
    if (!entries) return null;
    // Keys built from the model's labels: typed as one known key, as the chat does.
    const text = (language: string, key: string): string =>
      i18n.getFixedT(language, 'diagnosis')(key as 'condition.any__not_a_plant');
    const inBoth = (key: string) => ['en', 'sw'].map((language) => text(language, key)).join(' ');
    const name = (key: string) => text(i18n.language, key);
    const choice = (entry: LabelEntry, withCrop: boolean): ReviewChoice => {
      const condition = name(`condition.${entry.label}`);
      const cropName = name(`crop.${entry.crop}`);
      return {
        label: entry.label,
        name:
          withCrop && entry.crop !== 'any' ? t('review.with_crop', { condition, crop: cropName }) : condition,
        words: `${inBoth(`condition.${entry.label}`)} ${inBoth(`crop.${entry.crop}`)}`.toLowerCase(),
      };
    };
    const byName = (a: ReviewChoice, b: ReviewChoice) => a.name.localeCompare(b.name, i18n.language);
    return {
      own: entries
        .filter((entry) => entry.crop === crop)
        .map((entry) => choice(entry, false))
        .sort(byName),
      other: entries
        .filter((entry) => entry.crop !== crop)
        .map((entry) => choice(entry, true))
        .sort(byName),
      unknown: { label: UNKNOWN_LABEL, name: t('review.unknown'), words: '' } satisfies ReviewChoice,
    };
  }, [entries, crop, i18n, t]);

  return { groups, failed };
}
