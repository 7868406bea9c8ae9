import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A condition's name (`maize__fall_armyworm`) as the chat gives it, in the desk's language; the label
 * itself while the names load or where the chat has none.
 */
export function useConditionName(): (condition: string) => string {
  const { t } = useTranslation('diagnosis');
  return useCallback(
    // Keys built from the model's labels: typed as one known key, as the chat does.
    (condition: string) =>
      t(`condition.${condition}` as 'condition.any__not_a_plant', { defaultValue: condition }),
    [t],
  );
}
