import './place-picker.css';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { encodePlace, placeLabel, type PickedPlace } from '../language/picked-place.ts';
import type { SharedLocation } from '../conversation/cards/card-payloads.ts';
import { LocationButton } from './location-button.tsx';
import { usePlaceOptions, type PlaceOption } from './use-place-options.ts';

interface PlacePickerProps {
  disabled: boolean;
  /** A pick is sent as `place:{json}` with the place's name shown; free words go as typed. */
  onSend: (value: string, shown: string) => void;
  onLocation?: (location: SharedLocation) => void;
}

const NONE: PickedPlace = {
  county_id: '',
  county_name: '',
  subcounty_id: null,
  subcounty_name: null,
  ward_id: null,
  ward_name: null,
  near: false,
};

/**
 * The composer for "where?": type-ahead search (any spelling the server forgives, English or
 * Swahili), county → subcounty → ward, each step optional after the county, or "use my location".
 */
export function PlacePicker({ disabled, onSend, onLocation }: PlacePickerProps) {
  const { t } = useTranslation('places');
  const [picked, setPicked] = useState<PickedPlace>(NONE);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const level = !picked.county_id ? 'county' : !picked.subcounty_id ? 'subcounty' : 'ward';
  const parent = level === 'subcounty' ? picked.county_id : picked.subcounty_id;
  const { options, failed } = usePlaceOptions(level, parent, query);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    if (!disabled) inputRef.current?.focus({ preventScroll: true });
  }, [disabled, level]);

  const send = (place: PickedPlace) => onSend(encodePlace(place), placeLabel(place));
  const choose = (option: PlaceOption) => {
    setQuery('');
    setActive(-1);
    if (level === 'county') setPicked({ ...NONE, county_id: option.id, county_name: option.name });
    else if (level === 'subcounty')
      setPicked({ ...picked, subcounty_id: option.id, subcounty_name: option.name });
    else send({ ...picked, ward_id: option.id, ward_name: option.name });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    // One match for what was typed is the answer; with nothing typed, "Use this" keeps the place as it is.
    const option = options[active] ?? (options.length === 1 && query.trim() ? options[0] : undefined);
    if (option) choose(option);
    else if (level !== 'county') send(picked);
    else if (query.trim()) onSend(query.trim(), query.trim());
  };

  const move = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const step = event.key === 'ArrowDown' ? 1 : -1;
    setActive((index) => Math.min(options.length - 1, Math.max(0, index + step)));
  };

  const label = level === 'county' ? t('county_label') : t(`${level}_label`, { place: placeLabel(picked) });
  return (
    <form className="composer place-picker" onSubmit={submit} noValidate>
      {onLocation && !disabled && level === 'county' && <LocationButton onLocation={onLocation} />}
      <label htmlFor={`${id}-input`} className="composer__label">
        {label}
      </label>
      {/* Not in the label: a phone hides the composer's label (the question says it), never this hint. */}
      {level === 'county' && (
        <p id={`${id}-hint`} className="place-picker__hint">
          {t('county_hint')}
        </p>
      )}
      <div className="composer__row">
        <input
          ref={inputRef}
          id={`${id}-input`}
          className="composer__input"
          role="combobox"
          aria-expanded={options.length > 0}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${id}-option-${active}` : undefined}
          aria-describedby={level === 'county' ? `${id}-hint` : undefined}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(-1);
          }}
          onKeyDown={move}
          autoComplete="off"
          maxLength={80}
          disabled={disabled}
        />
        <button type="submit" className="button button--primary composer__send" disabled={disabled}>
          {level === 'county' ? t('send') : t('use_this')}
        </button>
      </div>
      {options.length > 0 && (
        <ul id={`${id}-list`} role="listbox" aria-label={label} className="place-picker__options">
          {options.map((option, index) => (
            <li
              key={option.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className="place-picker__option"
              onClick={() => !disabled && choose(option)}
            >
              {option.name}
            </li>
          ))}
        </ul>
      )}
      {failed && (
        <p className="composer__error" role="alert">
          {t('search_failed')}
        </p>
      )}
      {level !== 'county' && (
        <button type="button" className="button place-picker__restart" onClick={() => setPicked(NONE)}>
          {t('change_county')}
        </button>
      )}
    </form>
  );
}
