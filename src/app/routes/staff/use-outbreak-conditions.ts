import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchModelLabels } from '../../../machines/shared/model-labels.ts';
import { useKeyedLoad } from './use-keyed-load.ts';

export interface OutbreakCondition {
  label: string;
  /** As the chat names it. */
  name: string;
}

export interface OutbreakCrop {
  crop: string;
  name: string;
  conditions: OutbreakCondition[];
}

/** A healthy plant or a photo of something else is no outbreak, even when an agronomist confirmed it. */
const NOT_OUTBREAKS = new Set(['healthy', 'not_a_plant']);

/**
 * The model's diseases, pests and deficiencies by crop, named in the page's language as the chat names
 * them: the map's condition filter, and what "all conditions" adds up.
 */
export function useOutbreakConditions() {
  const { i18n } = useTranslation('staff');
  const load = useCallback(
    () =>
      Promise.all([fetchModelLabels(), i18n.loadNamespaces('diagnosis')]).then(
        ([{ metadata }]) => metadata.labels,
      ),
    [i18n],
  );
  const { value: labels, failed } = useKeyedLoad('labels', load);
  const language = i18n.language;
  const crops = useMemo(() => {
    if (!labels) return null;
    // Keys built from the model's labels: typed as one known key, as the chat does.
    const name = (key: string): string =>
      i18n.getFixedT(language, 'diagnosis')(key as 'condition.any__not_a_plant');
    const byCrop = new Map<string, OutbreakCrop>();
    for (const entry of labels) {
      if (NOT_OUTBREAKS.has(entry.kind)) continue;
      const crop = byCrop.get(entry.crop) ?? {
        crop: entry.crop,
        name: name(`crop.${entry.crop}`),
        conditions: [],
      };
      crop.conditions.push({ label: entry.label, name: name(`condition.${entry.label}`) });
      byCrop.set(entry.crop, crop);
    }
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, language);
    return [...byCrop.values()]
      .map((crop) => ({ ...crop, conditions: crop.conditions.sort(byName) }))
      .sort(byName);
  }, [labels, i18n, language]);
  return { crops, failed };
}
