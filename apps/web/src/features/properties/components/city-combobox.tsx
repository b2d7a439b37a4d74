import { type UseComboboxState, type UseComboboxStateChangeOptions, useCombobox } from 'downshift';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ICON_PLACE_OUTLINED } from '../../../components/common-icons';
import { PlainIcon } from '../../../components/plain-icon';
import type { CityBoxInputAttributes, CityBoxLayout, Suggestion } from './city-search-box';

const suggestionLabel = (option: Suggestion | null) =>
  option === null ? '' : option.kind === 'city' ? option.city : option.name;
const suggestionKey = (option: Suggestion) =>
  option.kind === 'city' ? `city:${option.city}` : `place:${option.name}:${option.pincode}`;

/**
 * The box's text and the suggestions' visibility belong to the city box; downshift's own changes to
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

export type CityComboboxProps = {
  text: string;
  options: Suggestion[];
  isOpen: boolean;
  input: CityBoxInputAttributes;
  /** Typed into the box (the list opens for it). */
  onType: (text: string) => void;
  onListOpenChange: (isOpen: boolean) => void;
  onChoose: (option: Suggestion) => void;
  layout: CityBoxLayout;
};

/**
 * The city box's suggestions as an ARIA combobox by downshift (keyboard, highlighting, the list's
 * roles and ids), drawn with plain elements as MUI's Autocomplete drew it (search-bar.css). Loaded
 * after the search page (city-search-box.tsx): a box that only takes text needs none of it.
 */
export function CityCombobox({ text, options, isOpen, input, onType, onListOpenChange, onChoose, layout }: CityComboboxProps) {
  const { t } = useTranslation();
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
      if (type === useCombobox.stateChangeTypes.InputChange) onType(inputValue);
    },
    onIsOpenChange: ({ type, isOpen: wantsOpen }) => {
      const { InputKeyDownArrowDown, InputKeyDownArrowUp } = useCombobox.stateChangeTypes;
      // Opened by typing or the arrow keys, not by a click or focus alone: a box focused again shows no list.
      if (!wantsOpen) onListOpenChange(false);
      else if (type === InputKeyDownArrowDown || type === InputKeyDownArrowUp) onListOpenChange(true);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      onListOpenChange(false);
      if (selectedItem) onChoose(selectedItem);
    },
  });

  const items: ReactNode = isOpen
    ? options.map((option, index) => (
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
      ))
    : null;

  return layout(
    <input
      {...getInputProps({
        ...input,
        'aria-labelledby': undefined,
        // Enter with no suggestion highlighted keeps the typed text and puts the list away.
        onKeyDown: (event) => {
          if (event.key === 'Enter' && highlightedIndex < 0) onListOpenChange(false);
        },
      })}
    />,
    <ul {...getMenuProps({ onMouseLeave: () => onListOpenChange(false), className: 'city-box-list' })}>{items}</ul>,
  );
}
