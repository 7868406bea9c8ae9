import { describe, expect, it } from 'vitest';
import { swahiliByKey, swahiliTexts } from './swahili-texts.ts';

/**
 * Polite without being servile (style rules 4 and 9 in locales/sw/STYLE.md): the app never answers
 * "Sitaki…" or "Huruhusiwi…", and a button the farmer taps for something the farmer will do speaks
 * as the farmer ("Nataka…", "Nitapiga…"), never as the app telling the farmer what to do.
 */
const text = (key: string) => swahiliByKey.get(key)?.text;

describe('the tone of the Swahili', () => {
  it('has no curt refusals', () => {
    const curt = swahiliTexts
      .filter(({ text }) => /\b(Sitaki|Huruhusiwi)\b/.test(text))
      .map(({ key }) => key);
    expect(curt).toEqual([]);
    expect(text('errors:permission_denied')).toMatch(/^Samahani, huna ruhusa/);
    expect(text('diagnosis:result.not_sure_body')).toMatch(/^Ni afadhali nisibahatishe/);
  });

  it.each([
    ['common:home.delete_cancel', /^Hapana, usifute akaunti yangu$/],
    ['talk:products.want_trial', /^Nataka kuijaribu/],
    ['talk:products.want_prebook', /^Nataka kuiagiza/],
    ['advice:mode.browse', /^Nitachagua/],
    ['advice:mode.describe', /^Nitaeleza/],
    ['diagnosis:retake', /^Nitapiga picha/],
    ['diagnosis:more_photos.offer', /^Nitaongeza picha/],
    ['diagnosis:say_crop', /^Nitataja/],
    ['diagnosis:confirm', /^Ndiyo, mmea wangu/],
    ['auth:reset.send_again', /^Nitumie/],
    ['farms:claim.resend', /^Nitumie/],
  ])('%s speaks as the farmer', (key, pattern) => {
    expect(text(key)).toMatch(pattern);
  });
});
