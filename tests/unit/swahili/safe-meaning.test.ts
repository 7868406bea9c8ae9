import { describe, expect, it } from 'vitest';
import { loadAuthoredEntries } from '../../../src/content/library/build-library.ts';
import { swahiliByKey } from './swahili-texts.ts';

/**
 * The Swahili that once said something different from the English, some of it dangerous (category A of
 * the Swahili review): each string must keep the words that carry the right meaning, and must not go
 * back to the words that carried the wrong one.
 */
const meanings: { key: string; says: string; has: RegExp[]; never?: RegExp[] }[] = [
  {
    key: 'advice:card.ppe_1',
    says: 'a long-sleeved shirt, not "long arms"',
    has: [/shati la mikono mirefu/, /suruali ndefu/, /glavu/, /buti/],
    never: [/Vaa mikono mirefu/],
  },
  {
    key: 'advice:card.ppe_4',
    says: 'store pesticides locked, in their original container',
    has: [/kwa kufuli/, /chombo chake cha asili/],
  },
  {
    key: 'advice:card.exposure',
    says: 'spray that gets on you',
    has: [/ikikumwagikia|ikikugusa/],
    never: [/ikikuingia/],
  },
  {
    key: 'advice:card.use.whorl',
    says: 'granules go into the whorl, not the top of the plant',
    has: [/moyo wa mhindi/],
    never: [/kilele/],
  },
  {
    key: 'calendar:task.storage.grain',
    says: 'grain is stored off the floor',
    has: [/juu ya mbao, si sakafuni/],
    never: [/juu ya sakafu/],
  },
  {
    key: 'calendar:task.fresh_handling.fresh',
    says: 'pick in the cool hours',
    has: [/asubuhi/, /jioni/],
    never: [/wakati wa baridi/],
  },
  {
    key: 'calendar:task.planting.cassava',
    says: 'cuttings with 5 to 7 buds',
    has: [/vifundo \(macho\) 5 hadi 7/],
    never: [/vichipukizi/],
  },
  { key: 'crops:potato.v4', says: 'susceptible, not merely affected', has: [/huathirika kwa urahisi/i] },
  {
    key: 'lib/potato-late-blight:resistant[0]',
    says: 'Shangi and Dutch Robijn are susceptible',
    has: [/huathirika kwa urahisi/],
  },
  { key: 'diagnosis:crop.pepper', says: 'sweet pepper, not chilli', has: [/^Pilipili hoho$/] },
  {
    key: 'diagnosis:task_failed',
    says: 'photos taken close up and in daylight, not "near midday"',
    has: [/karibu na mmea/, /mchana/],
    never: [/karibu na mchana/],
  },
  {
    key: 'farms:fertilizer.option_group.low',
    says: 'low-input',
    has: [/gharama ndogo/],
    never: [/matumizi/],
  },
  {
    key: 'farms:fertilizer.option_group.high',
    says: 'high-input',
    has: [/gharama kubwa/],
    never: [/matumizi/],
  },
  {
    key: 'fert:timing_method.in furrow at planting, covered before tubers',
    says: 'in the furrow',
    has: [/mferejini/],
  },
  {
    key: 'lib/aphids:biological[0]',
    says: 'ladybirds (not cockroaches) eat aphids',
    has: [/vidudu wekundu wenye madoa meusi/i],
    never: [/kombamwiko/i, /lacewing/i],
  },
  {
    key: 'lib/aphids:act_now[2]',
    says: 'spray only where no ladybirds are seen',
    has: [/huoni vidudu wekundu wenye madoa meusi/],
    never: [/kombamwiko/i],
  },
  {
    key: 'lib/banana-weevil:prevention[1]',
    says: 'the tested hot-water bath, not boiling water',
    has: [/nyuzi 50–55 °C/, /dakika 20/],
  },
  { key: 'lib/bean-rust:spread', says: 'altitude, not distance', has: [/juu ya usawa wa bahari/] },
  {
    key: 'lib/desert-locust:act_now[2]',
    says: 'the locusts not to eat are those from a sprayed area',
    has: [/Usile nzige waliotoka eneo lililonyunyiziwa/],
  },
  {
    key: 'lib/tomato-mosaic-virus:symptoms[1]',
    says: 'fern-like leaves, not a fan',
    has: [/kama kamba/],
    never: [/feni/],
  },
  {
    key: 'lib/tomato-yellow-leaf-curl-virus:spread',
    says: 'the virus does not spread by touch',
    has: [/havienei kwa kugusa/],
    never: [/haviambukizwi/],
  },
  {
    key: 'talk:callback.ask_phone_number',
    says: 'which number to reach you on',
    has: [/Tuwasiliane nawe/],
    never: [/Tutumie/],
  },
  {
    key: 'weather:week_summary_other',
    says: 'rain on N days, about X mm in all, not X mm per day',
    has: [/siku \{\{count\}\}, jumla ya mm \{\{mm\}\}/],
    never: [/kwa siku \{\{count\}\}/],
  },
  {
    key: 'weather:week_summary_one',
    says: 'rain on one day, about X mm in all',
    has: [/siku \{\{count\}\}, jumla ya mm \{\{mm\}\}/],
    never: [/kwa siku \{\{count\}\}/],
  },
  {
    key: 'blog/safe-pesticide-use.sw.md',
    says: 'a long-sleeved shirt; the rinse water goes into the sprayer, not the tap; the board’s name',
    has: [
      /shati la mikono mirefu/,
      /ndani ya pampu ya kunyunyizia/,
      /Bodi ya Kudhibiti Dawa za Wadudu \(PCPB\)/,
    ],
    never: [/\bbomba\b/, /Bidhaa za Wadudu/, /Vaa glavu, buti, mikono mirefu/],
  },
];

describe('Swahili that says what the English says', () => {
  it.each(meanings.map((m) => [m.key, m] as const))('%s', (_, { key, says, has, never = [] }) => {
    const text = swahiliByKey.get(key)?.text;
    expect(text, key).toBeDefined();
    for (const pattern of has) expect(text, says).toMatch(pattern);
    for (const pattern of never) expect(text, says).not.toMatch(pattern);
  });

  it('names the maize leaf beetle, bruchids and the banana weevil as beetles or weevils, never cockroaches', () => {
    const beetleTexts = [...swahiliByKey.values()].filter(
      ({ key }) =>
        /^lib\/(maize-leaf-beetle|bruchids|banana-weevil|larger-grain-borer|maize-lethal-necrosis):/.test(
          key,
        ) || key === 'diagnosis:condition.maize__leaf_beetle',
    );
    const shown = beetleTexts.filter(({ key }) => !key.includes(':words['));
    expect(shown.filter(({ text }) => /\bmende\b/i.test(text)).map(({ key }) => key)).toEqual([]);
    expect(swahiliByKey.get('lib/maize-leaf-beetle:name')?.text).toBe('Mbawakawa wa majani ya mahindi');
  });

  it('gives the hot-water treatment and the locust warning in the English too', () => {
    const entries = new Map(loadAuthoredEntries().map((entry) => [entry.slug, entry]));
    expect(entries.get('banana-weevil')!.en.prevention.join(' ')).toMatch(/50–55 °C for 20 minutes/);
    expect(entries.get('desert-locust')!.en.act_now.join(' ')).toMatch(
      /locusts that came from a sprayed area/,
    );
  });
});
