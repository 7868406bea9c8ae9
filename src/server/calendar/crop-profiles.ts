import type { CalendarCrop } from '../../contract/calendar.ts';

/**
 * How each crop is grown, in the terms the timeline needs: its kind of husbandry, the weeks its
 * seedlings spend in a nursery, how it is handled after harvest, and the pests and diseases to scout
 * for (ids of shared/data/kenya/pests_diseases.json, whose `crops_affected` lists the crop).
 */
export type Husbandry = 'cereal' | 'legume' | 'transplanted' | 'potato' | 'cassava' | 'tree';
export type AfterHarvest = 'grain' | 'fresh' | 'tuber' | 'roots' | 'coffee' | 'leaf';

export interface CropProfile {
  husbandry: Husbandry;
  afterHarvest: AfterHarvest;
  /** Weeks before transplanting that the nursery is sown: [earliest, latest]. */
  nurseryWeeks?: [number, number];
  /** Grain that carries aflatoxin risk when harvested or stored damp. */
  aflatoxin?: boolean;
  pests: string[];
}

export const cropProfiles: Record<CalendarCrop, CropProfile> = {
  maize: {
    husbandry: 'cereal',
    afterHarvest: 'grain',
    aflatoxin: true,
    pests: ['fall_armyworm', 'maize_stem_borers', 'maize_lethal_necrosis', 'grey_leaf_spot'],
  },
  sorghum: {
    husbandry: 'cereal',
    afterHarvest: 'grain',
    pests: ['fall_armyworm', 'maize_stem_borers', 'quelea_birds'],
  },
  wheat: {
    husbandry: 'cereal',
    afterHarvest: 'grain',
    pests: ['wheat_stem_rust_ug99', 'wheat_yellow_rust', 'aphids'],
  },
  rice: {
    husbandry: 'transplanted',
    afterHarvest: 'grain',
    nurseryWeeks: [4, 3],
    pests: ['rice_blast', 'golden_apple_snail', 'quelea_birds'],
  },
  bean: {
    husbandry: 'legume',
    afterHarvest: 'grain',
    pests: ['bean_stem_maggot', 'bean_rust', 'angular_leaf_spot', 'aphids'],
  },
  green_gram: {
    husbandry: 'legume',
    afterHarvest: 'grain',
    pests: ['powdery_mildew_legumes', 'legume_pod_borer'],
  },
  cowpea: {
    husbandry: 'legume',
    afterHarvest: 'grain',
    pests: ['bean_stem_maggot', 'legume_pod_borer', 'aphids'],
  },
  pigeonpea: {
    husbandry: 'legume',
    afterHarvest: 'grain',
    pests: ['legume_pod_borer', 'pigeonpea_fusarium_wilt', 'african_bollworm'],
  },
  tomato: {
    husbandry: 'transplanted',
    afterHarvest: 'fresh',
    nurseryWeeks: [5, 3],
    pests: ['tuta_absoluta', 'late_blight', 'bacterial_wilt', 'whiteflies'],
  },
  kale: {
    husbandry: 'transplanted',
    afterHarvest: 'fresh',
    nurseryWeeks: [5, 4],
    pests: ['diamondback_moth', 'aphids', 'black_rot'],
  },
  cabbage: {
    husbandry: 'transplanted',
    afterHarvest: 'fresh',
    nurseryWeeks: [6, 4],
    pests: ['diamondback_moth', 'black_rot', 'aphids'],
  },
  onion: {
    husbandry: 'transplanted',
    afterHarvest: 'tuber',
    nurseryWeeks: [8, 6],
    pests: ['thrips', 'onion_purple_blotch'],
  },
  potato: {
    husbandry: 'potato',
    afterHarvest: 'tuber',
    pests: ['late_blight', 'bacterial_wilt', 'aphids'],
  },
  cassava: {
    husbandry: 'cassava',
    afterHarvest: 'roots',
    pests: ['cassava_mosaic_disease', 'cassava_brown_streak', 'whiteflies'],
  },
  coffee: {
    husbandry: 'tree',
    afterHarvest: 'coffee',
    pests: ['coffee_berry_disease', 'coffee_leaf_rust', 'antestia_bug'],
  },
  tea: { husbandry: 'tree', afterHarvest: 'leaf', pests: [] },
  banana: {
    husbandry: 'tree',
    afterHarvest: 'fresh',
    pests: ['banana_xanthomonas_wilt', 'banana_weevil', 'black_sigatoka'],
  },
  avocado: { husbandry: 'tree', afterHarvest: 'fresh', pests: ['avocado_root_rot', 'fruit_flies', 'thrips'] },
  mango: { husbandry: 'tree', afterHarvest: 'fresh', pests: ['fruit_flies', 'mango_anthracnose'] },
};

/**
 * The library's slug for a pest (`pest/{slug}/`): the data id in kebab case, except where the library
 * names the entry after the photo classifier's `<crop>-<problem>` label.
 */
const LIBRARY_SLUGS: Record<string, string> = {
  fall_armyworm: 'maize-fall-armyworm',
  grey_leaf_spot: 'maize-gray-leaf-spot',
  angular_leaf_spot: 'bean-angular-leaf-spot',
  wheat_stem_rust_ug99: 'wheat-stem-rust',
};

export function pestSlug(pest: string): string {
  return LIBRARY_SLUGS[pest] ?? pest.replaceAll('_', '-');
}
