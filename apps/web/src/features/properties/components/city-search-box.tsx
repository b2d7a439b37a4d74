import '../../../components/plain-input.css';
import './search-bar.css';
import type { CitySuggestion, GazetteerPlace } from '@rentease/contract';
import { type UseComboboxState, type UseComboboxStateChangeOptions, useCombobox } from 'downshift';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ICON_CLOSE } from '../../../components/feedback-icons';
import { ICON_SEARCH, PlainIcon } from '../../../components/plain-icon';
import { usePlaceSuggestions } from '../api/places-api';
import { useCitySuggestions } from '../api/properties-api';
import { ICON_PLACE_OUTLINED } from './search-icons';

type Suggestion = ({ kind: 'city' } & CitySuggestion) | ({ kind: 'place' } & GazetteerPlace);

// i18n-ignore: CSS classes, not words.
const INPUT_CLASS = 'plain-input search-field-control city-box-input';

/** How many localities follow the cities: the list stays short enough to read at a glance. */
const PLACES_SHOWN = 5;

const suggestionLabel = (option: Suggestion | null) =>
  option === null ? '' : option.kind === 'city' ? option.city : option.name;
const suggestionKey = (option: Suggestion) =>
  option.kind === 'city' ? `city:${option.city}` : `place:${option.name}:${option.pincode}`;

/**
 * The box's text and the suggestions' visibility are this component's; downshift's own changes to
 * them are taken as requests (see `onInputValueChange` and `onIsOpenChange`). What downshift would do
 * on its own that a search box must not: pick the highlighted suggestion when the box is left.
 */
function keepSelectionOnBlur(
  state: UseComboboxState<Suggestion>,
  { type, changes }: UseComboboxStateChangeOptions<Suggestion>,
): Partial<UseComboboxState<Suggestion>> {
  if (type === useCombobox.stateChangeTypes.InputBlur) return { ...changes, selectedItem: state.selectedItem };
  return changes;
}

/**
 * The city box: typing filters listings by city or locality (via `onTextChange`), and suggests
 * known cities starting with the text; choosing one sets the exact city and clears the box. The
 * suggestions show while the person types and close once they are done with them: a city taken,
 * Enter or Escape pressed, the box left, or the pointer moved off the list, so the list never
 * sits over the filters and the results it has already narrowed.
 *
 * An ARIA combobox by downshift (keyboard, highlighting, the list's roles and ids), drawn with plain
 * elements as MUI's Autocomplete drew it (search-bar.css): the search page loads no UI kit for it.
 */
export function CitySearchBox({
  text,
  onTextChange,
  onChooseCity,
  onChoosePlace,
}: {
  text: string;
  onTextChange: (text: string) => void;
  onChooseCity: (city: string) => void;
  /** A locality or landmark chosen: the search goes around it. */
  onChoosePlace: (place: GazetteerPlace) => void;
}) {
  const { t } = useTranslation();
  const [isListOpen, setListOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const suggestions = useCitySuggestions(text);
  // Localities are shown only when no listed city matches, so they are asked for only then (the
  // cities' answer for this very text, not the previous text's kept on screen).
  const noCityMatches = suggestions.isSuccess && !suggestions.isPlaceholderData && suggestions.data.length === 0;
  const places = usePlaceSuggestions(text, { wanted: noCityMatches });
  const options = useMemo<Suggestion[]>(() => {
    if (!text.trim()) return [];
    const cities = (suggestions.data ?? []).map((city) => ({ kind: 'city' as const, ...city }));
    // Localities only when no listed city matches: the list stays as short as a city's, off the results.
    if (cities.length > 0 || !noCityMatches) return cities;
    return (places.data ?? []).slice(0, PLACES_SHOWN).map((place) => ({ kind: 'place' as const, ...place }));
  }, [text, suggestions.data, places.data, noCityMatches]);

  const isOpen = isListOpen && text.trim().length > 0 && options.length > 0;
  const { getInputProps, getMenuProps, getItemProps, highlightedIndex } = useCombobox<Suggestion>({
    items: options,
    itemToString: suggestionLabel,
    itemToKey: (option) => (option ? suggestionKey(option) : null),
    inputValue: text,
    selectedItem: null,
    isOpen,
    stateReducer: keepSelectionOnBlur,
    onInputValueChange: ({ type, inputValue }) => {
      // Typing only: a chosen suggestion clears the box through the search (onChooseCity).
      if (type !== useCombobox.stateChangeTypes.InputChange) return;
      onTextChange(inputValue);
      setListOpen(true);
    },
    onIsOpenChange: ({ type, isOpen: wantsOpen }) => {
      const { InputKeyDownArrowDown, InputKeyDownArrowUp } = useCombobox.stateChangeTypes;
      // Opened by typing or the arrow keys, not by a click or focus alone: a box focused again shows no list.
      if (!wantsOpen) setListOpen(false);
      else if (type === InputKeyDownArrowDown || type === InputKeyDownArrowUp) setListOpen(true);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      setListOpen(false);
      if (!selectedItem) return;
      if (selectedItem.kind === 'city') onChooseCity(selectedItem.city);
      else onChoosePlace(selectedItem);
    },
  });

  return (
    <div className="city-box">
      <div
        className={
          text ? 'plain-input-root search-field city-box-field has-text' : 'plain-input-root search-field city-box-field'
        }
      >
        <span className="site-input-adornment">
          <PlainIcon icon={ICON_SEARCH} />
        </span>
        <input
          {...getInputProps({
            ref: inputRef,
            'aria-label': t('City'),
            'aria-labelledby': undefined,
            placeholder: t('Enter city name...'),
            className: INPUT_CLASS,
            autoCapitalize: 'none',
            spellCheck: false,
            // Enter with no suggestion highlighted keeps the typed text and puts the list away.
            onKeyDown: (event) => {
              if (event.key === 'Enter' && highlightedIndex < 0) setListOpen(false);
            },
          })}
        />
        {text && (
          <button
            type="button"
            className="city-box-clear"
            aria-label={t('Clear')}
            title={t('Clear')}
            tabIndex={-1}
            onClick={() => {
              onTextChange('');
              setListOpen(false);
              inputRef.current?.focus();
            }}
          >
            <PlainIcon icon={ICON_CLOSE} />
          </button>
        )}
        <fieldset className="plain-outline plain-outline-notched" aria-hidden="true">
          <legend />
        </fieldset>
      </div>
      <div className="city-box-popup" hidden={!isOpen}>
        <ul {...getMenuProps({ onMouseLeave: () => setListOpen(false), className: 'city-box-list' })}>
          {isOpen &&
            options.map((option, index) => (
              <li
                key={suggestionKey(option)}
                {...getItemProps({ item: option, index })}
                className={option.kind === 'city' ? 'city-box-option' : 'city-box-option city-box-place'}
              >
                {option.kind === 'city' ? (
                  <>
                    <span>{option.city}</span>
                    <span className="city-box-note">{t('{{count}} homes', { count: option.listings })}</span>
                  </>
                ) : (
                  <>
                    <PlainIcon icon={ICON_PLACE_OUTLINED} className="city-box-place-icon" />
                    <span>{t('Near {{place}}', { place: option.name })}</span>
                    <span className="city-box-note city-box-region">
                      {option.district}, {option.state}
                    </span>
                  </>
                )}
              </li>
            ))}
        </ul>
      </div>
    </div>
  );
}
