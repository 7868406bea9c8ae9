import { useTranslation } from 'react-i18next';
import type { ChemicalOption } from '../../contract/library-facts.ts';

/** The waiting time before harvest in words: a range, one number, or "see the label". */
export function usePhiText() {
  const { t } = useTranslation('advice');
  return (option: ChemicalOption) => {
    const phi = option.phi_days;
    if (!phi) return t('card.phi_label');
    return phi.min === phi.max ? t('card.phi_same', { days: phi.min }) : t('card.phi', phi);
  };
}

/**
 * An active ingredient's name in the reader's language where it has one (copper is "shaba", sulphur
 * "salfa"), with the label's name beside it for the shop; other chemical names are the same in both.
 */
export function useIngredientName() {
  const { t } = useTranslation('advice');
  return (option: ChemicalOption) =>
    String(t(`ingredient.${option.slug}` as never, { defaultValue: option.active_ingredient } as never));
}

/** One active ingredient with what a farmer must know before using it: hazard, waiting time, status in Kenya. */
export function AdviceOption({ option }: { option: ChemicalOption }) {
  const { t } = useTranslation('advice');
  const phiText = usePhiText();
  const ingredientName = useIngredientName();
  const hazard = option.who_class
    ? `${t('card.who', { class: t(`card.who_class.${option.who_class}`) })}${option.who_class_verify ? ` ${t('card.who_verify')}` : ''}`
    : t('card.who_unknown');
  const status = [
    t(`card.status.${option.kenya_status}`),
    option.status_detail ? t(`card.detail.${option.status_detail}`) : null,
  ].filter(Boolean);
  return (
    <li
      className={
        option.kenya_status === 'restricted' ? 'advice-option advice-option--restricted' : 'advice-option'
      }
    >
      <strong>{ingredientName(option)}</strong>
      {option.use_note && ` — ${t(`card.use.${option.use_note}`)}`}
      {option.used_with.length > 0 && ` (${t('card.with', { partners: option.used_with.join(' / ') })})`}
      <br />
      <span className="card__detail">
        {hazard}; {phiText(option)}; {status.join(', ')}.
      </span>
    </li>
  );
}
