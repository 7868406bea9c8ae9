/**
 * Every label the photo classifier can answer (shared/data/images/README.md), fixed here so the library
 * can promise an entry for each even before the model's labels.json exists. The content test checks this
 * list against public/models/labels.json whenever that file is present.
 */
export const classifierLabels = [
  'maize__common_rust',
  'maize__gray_leaf_spot',
  'maize__northern_leaf_blight',
  'maize__healthy',
  'maize__fall_armyworm',
  'maize__grasshopper',
  'maize__leaf_beetle',
  'maize__leaf_blight',
  'maize__leaf_spot',
  'maize__streak_virus',
  'bean__angular_leaf_spot',
  'bean__rust',
  'bean__healthy',
  'coffee__leaf_rust',
  'coffee__leaf_miner',
  'coffee__phoma_leaf_spot',
  'coffee__cercospora_leaf_spot',
  'coffee__healthy',
  'tomato__bacterial_spot',
  'tomato__early_blight',
  'tomato__late_blight',
  'tomato__leaf_mold',
  'tomato__septoria_leaf_spot',
  'tomato__spider_mites',
  'tomato__target_spot',
  'tomato__yellow_leaf_curl_virus',
  'tomato__mosaic_virus',
  'tomato__healthy',
  'potato__early_blight',
  'potato__late_blight',
  'potato__healthy',
  'pepper__bacterial_spot',
  'pepper__healthy',
  'any__not_a_plant',
] as const;
export type ClassifierLabel = (typeof classifierLabels)[number];

/**
 * The slug the classifier writes into labels.json for a label: kebab-case `<crop>-<condition>`, and
 * `not-a-plant` for photos of something else.
 */
export function labelSlug(label: string): string {
  if (label === 'any__not_a_plant') return 'not-a-plant';
  return label.replace('__', '-').replaceAll('_', '-');
}
