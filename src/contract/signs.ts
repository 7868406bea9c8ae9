/**
 * Visible signs for every plant condition the photo classifier knows (issue 30 §1): what a farmer can
 * check by looking at the leaf, asked as a yes/no question with a reference picture, and for each class
 * whether the answer is `yes`, `no` or `either` (the sign may or may not show). The differential
 * diagnosis asks these questions when the photo alone cannot tell, and `npm run eval -- --ask N`
 * simulates a farmer answering them.
 *
 * It lives in contract/ rather than content/ because the chat (client), the server (which stores the
 * farmer's answers by sign id) and the evaluation all read it, and content/ is the server's alone
 * (ARCHITECTURE.md, layers).
 *
 * The facts come from the library entries (src/content/library/entries) and the data pack's sources
 * (src/content/data/pests_diseases.json, `source_catalogue` keys); `GEN` marks general plant-protection
 * knowledge the pack itself flags as not retrieved. Pictures are the credited reference photos in
 * public/reference-photos (credits.json), named by the class whose photo shows the sign.
 */

export type SignAnswer = 'yes' | 'no' | 'either';

export interface Sign {
  id: SignId;
  question: { en: string; sw: string };
  /** Key of public/reference-photos/credits.json whose photo shows the sign. */
  picture: string;
  /** Keys of the data pack's source_catalogue. */
  sources: string[];
}

export const signIds = [
  'marks',
  'powder',
  'long_patches',
  'boxed_spots',
  'streaks',
  'funnel_damage',
  'edge_bites',
  'scraped_stripes',
  'insects',
  'rings',
  'wet_patches',
  'underside_mould',
  'mosaic',
  'curl_up',
  'speckles_webs',
  'mines',
  'eye_spots',
  'small_dark_spots',
  'tip_edge_dark',
] as const;
export type SignId = (typeof signIds)[number];

export const signs: Record<SignId, Sign> = {
  marks: {
    id: 'marks',
    question: {
      en: 'Are there any spots, streaks, patches, holes or powder on the leaves?',
      sw: 'Je, kuna madoa, michirizi, mabaka, matundu au unga kwenye majani?',
    },
    picture: 'maize__leaf_spot',
    sources: ['NAFIS_MAIZE', 'GEN'],
  },
  powder: {
    id: 'powder',
    question: {
      en: 'Do the spots rub off on your finger as orange or brown powder?',
      sw: 'Ukisugua madoa kwa kidole, je, yanaacha unga wa rangi ya chungwa au kahawia?',
    },
    picture: 'maize__common_rust',
    sources: ['RUST_BEAN', 'CLR_REV', 'MAIZE_SURVEY'],
  },
  long_patches: {
    id: 'long_patches',
    question: {
      en: 'Are there long grey or brown dead patches shaped like a cigar, longer than your thumb?',
      sw: 'Je, kuna mabaka marefu ya kijivu au kahawia yaliyokufa, yenye umbo la sigara, marefu kuliko kidole gumba?',
    },
    picture: 'maize__northern_leaf_blight',
    sources: ['MAIZE_SURVEY', 'NAFIS_MAIZE'],
  },
  boxed_spots: {
    id: 'boxed_spots',
    question: {
      en: 'Are the spots narrow boxes with straight sides, held between the leaf veins?',
      sw: 'Je, madoa ni kama visanduku vyembamba vyenye pande zilizonyooka, katikati ya mishipa ya jani?',
    },
    picture: 'maize__gray_leaf_spot',
    sources: ['GLS_KALRO', 'NAFIS_MAIZE', 'ALS'],
  },
  streaks: {
    id: 'streaks',
    question: {
      en: 'Are there thin yellow streaks running along the leaf veins?',
      sw: 'Je, kuna michirizi myembamba ya njano inayofuata mishipa ya jani?',
    },
    picture: 'maize__streak_virus',
    sources: ['NAFIS_MAIZE', 'MAIZE_SURVEY'],
  },
  funnel_damage: {
    id: 'funnel_damage',
    question: {
      en: 'Are there ragged holes in the young leaves of the funnel, with droppings like wet sawdust?',
      sw: 'Je, kuna matundu makubwa kwenye majani machanga ya moyo wa mhindi, na kinyesi kama unga wa mbao uliolowa?',
    },
    picture: 'maize__fall_armyworm',
    sources: ['FAW_BRIEF', 'FAW_PMDG'],
  },
  edge_bites: {
    id: 'edge_bites',
    question: {
      en: 'Have big pieces been bitten off the edges of the leaves?',
      sw: 'Je, vipande vikubwa vimeliwa kutoka kingo za majani?',
    },
    picture: 'maize__grasshopper',
    sources: ['GEN'],
  },
  scraped_stripes: {
    id: 'scraped_stripes',
    question: {
      en: 'Are there long pale stripes where the top of the leaf has been scraped off?',
      sw: 'Je, kuna mistari mirefu myeupe ambapo sehemu ya juu ya jani imekwanguliwa?',
    },
    picture: 'maize__leaf_beetle',
    sources: ['FAW_BRIEF', 'GEN'],
  },
  insects: {
    id: 'insects',
    question: {
      en: 'Can you see insects, caterpillars or beetles on the plant?',
      sw: 'Je, unaona wadudu, viwavi au mbawakawa kwenye mmea?',
    },
    picture: 'maize__grasshopper',
    sources: ['FAW_BRIEF', 'GEN'],
  },
  rings: {
    id: 'rings',
    question: {
      en: 'Do the brown spots have rings inside them, like a target?',
      sw: 'Je, madoa ya kahawia yana miduara ndani yake, kama shabaha?',
    },
    picture: 'tomato__early_blight',
    sources: ['GEN'],
  },
  wet_patches: {
    id: 'wet_patches',
    question: {
      en: 'Are there large dark patches that look wet and spread quickly?',
      sw: 'Je, kuna mabaka makubwa meusi yanayoonekana kama yamelowa na yanayoenea haraka?',
    },
    picture: 'potato__late_blight',
    sources: ['LB_PW', 'LB_INFONET'],
  },
  underside_mould: {
    id: 'underside_mould',
    question: {
      en: 'Turn the leaf over: is there white, grey or olive-green fuzz under the patches?',
      sw: 'Geuza jani: je, kuna ukungu mweupe, wa kijivu au wa kijani-kahawia chini ya mabaka?',
    },
    picture: 'tomato__leaf_mold',
    sources: ['LB_PW', 'ALS', 'GEN'],
  },
  mosaic: {
    id: 'mosaic',
    question: {
      en: 'Are the leaves mottled light and dark green like a patchwork, or narrow and twisted?',
      sw: 'Je, majani yana mabaka ya kijani-kibichi na kijani-hafifu yaliyochanganyika, au ni membamba na yamejikunja?',
    },
    picture: 'tomato__mosaic_virus',
    sources: ['GEN'],
  },
  curl_up: {
    id: 'curl_up',
    question: {
      en: 'Are the young leaves small and curled upwards like a cup, with yellow edges?',
      sw: 'Je, majani machanga ni madogo na yamejikunja juu kama kikombe, yenye kingo za njano?',
    },
    picture: 'tomato__yellow_leaf_curl_virus',
    sources: ['WF_APH_INFONET', 'GEN'],
  },
  speckles_webs: {
    id: 'speckles_webs',
    question: {
      en: 'Are the leaves covered in fine pale speckles, or is there thin webbing under them?',
      sw: 'Je, majani yana vitone vidogo vya njano-hafifu, au kuna utando mwembamba chini yake?',
    },
    picture: 'tomato__spider_mites',
    sources: ['GEN'],
  },
  mines: {
    id: 'mines',
    question: {
      en: 'Are there brown blotches where the inside of the leaf is eaten out and the skin peels off?',
      sw: 'Je, kuna mabaka ya kahawia ambapo ndani ya jani pameliwa na ngozi yake inabanduka?',
    },
    picture: 'coffee__leaf_miner',
    sources: ['GEN'],
  },
  eye_spots: {
    id: 'eye_spots',
    question: {
      en: 'Are the spots round with a pale grey or white centre and a dark edge, like an eye?',
      sw: 'Je, madoa ni ya mviringo, yenye katikati ya kijivu au nyeupe na ukingo mweusi, kama jicho?',
    },
    picture: 'coffee__cercospora_leaf_spot',
    sources: ['GEN'],
  },
  small_dark_spots: {
    id: 'small_dark_spots',
    question: {
      en: 'Are there many tiny dark spots, smaller than a grain of rice?',
      sw: 'Je, kuna madoa mengi madogo meusi, madogo kuliko punje ya mchele?',
    },
    picture: 'tomato__bacterial_spot',
    sources: ['GEN'],
  },
  tip_edge_dark: {
    id: 'tip_edge_dark',
    question: {
      en: 'Do dark brown or black patches start at the tips or edges of the young leaves?',
      sw: 'Je, mabaka ya kahawia iliyokolea au meusi yanaanzia kwenye ncha au kingo za majani machanga?',
    },
    picture: 'coffee__phoma_leaf_spot',
    sources: ['CBD_CRI', 'GEN'],
  },
};

/** Each plant class's row: the signs it shows (`yes`), may show (`either`); every other sign is `no`. */
interface Row {
  yes: SignId[];
  either?: SignId[];
}

const rows: Record<string, Row> = {
  bean__angular_leaf_spot: { yes: ['marks', 'boxed_spots'], either: ['underside_mould'] },
  bean__healthy: { yes: [] },
  bean__rust: { yes: ['marks', 'powder'], either: ['small_dark_spots'] },
  coffee__cercospora_leaf_spot: { yes: ['marks', 'eye_spots'] },
  coffee__healthy: { yes: [] },
  coffee__leaf_miner: { yes: ['marks', 'mines'], either: ['insects'] },
  coffee__leaf_rust: { yes: ['marks', 'powder'] },
  coffee__phoma_leaf_spot: { yes: ['marks', 'tip_edge_dark'] },
  maize__common_rust: { yes: ['marks', 'powder'], either: ['small_dark_spots'] },
  maize__fall_armyworm: {
    yes: ['marks', 'funnel_damage'],
    either: ['insects', 'scraped_stripes', 'edge_bites'],
  },
  maize__grasshopper: { yes: ['marks', 'edge_bites', 'insects'] },
  maize__healthy: { yes: [] },
  maize__leaf_beetle: { yes: ['marks', 'scraped_stripes', 'insects'] },
  maize__leaf_blight: { yes: ['marks', 'long_patches'] },
  maize__leaf_spot: { yes: ['marks'], either: ['boxed_spots', 'small_dark_spots', 'eye_spots'] },
  maize__streak_virus: { yes: ['marks', 'streaks'] },
  pepper__bacterial_spot: { yes: ['marks', 'small_dark_spots'] },
  pepper__healthy: { yes: [] },
  potato__early_blight: { yes: ['marks', 'rings'] },
  potato__healthy: { yes: [] },
  potato__late_blight: { yes: ['marks', 'wet_patches'], either: ['underside_mould'] },
  tomato__bacterial_spot: { yes: ['marks', 'small_dark_spots'] },
  tomato__early_blight: { yes: ['marks', 'rings'] },
  tomato__healthy: { yes: [] },
  tomato__late_blight: { yes: ['marks', 'wet_patches'], either: ['underside_mould'] },
  tomato__leaf_mold: { yes: ['marks', 'underside_mould'] },
  tomato__mosaic_virus: { yes: ['marks', 'mosaic'], either: ['curl_up'] },
  tomato__septoria_leaf_spot: { yes: ['marks', 'eye_spots'], either: ['small_dark_spots'] },
  tomato__spider_mites: { yes: ['marks', 'speckles_webs'], either: ['insects'] },
  tomato__target_spot: { yes: ['marks', 'rings'] },
  tomato__yellow_leaf_curl_virus: { yes: ['curl_up'], either: ['marks'] },
};

/** The plant classes that have a row (every classifier label except `any__not_a_plant`). */
export const signClasses: readonly string[] = Object.keys(rows);

/** What a class shows for a sign; undefined for a label without a row (not a plant, unknown). */
export function signAnswer(label: string, sign: SignId): SignAnswer | undefined {
  const row = rows[label];
  if (!row) return undefined;
  if (row.yes.includes(sign)) return 'yes';
  if (row.either?.includes(sign)) return 'either';
  return 'no';
}
