import '../../../components/plain-input.css';
import './search-bar.css';
import type { CitySuggestion, GazetteerPlace } from '@rentease/contract';
import { type ComponentType, type ReactNode, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ICON_CLOSE } from '../../../components/feedback-icons';
import { ICON_SEARCH, PlainIcon } from '../../../components/plain-icon';
import { useIsClient } from '../../../lib/use-is-client';
import { whenIdle } from '../../../lib/when-idle';
import { usePlaceSuggestions } from '../api/places-api';
import { useCitySuggestions } from '../api/properties-api';
import type { CityComboboxProps } from './city-combobox';

export type Suggestion = ({ kind: 'city' } & CitySuggestion) | ({ kind: 'place' } & GazetteerPlace);

/** What the box's input is given whichever part draws it. */
export type CityBoxInputAttributes = {
  ref: RefObject<HTMLInputElement | null>;
  'aria-label': string;
  placeholder: string;
  className: string;
  autoCapitalize: string;
  spellCheck: boolean;
};

/** The box around its input and its list of suggestions. */
export type CityBoxLayout = (input: ReactNode, list: ReactNode) => ReactNode;

type CityCombobox = ComponentType<CityComboboxProps>;

// i18n-ignore: CSS classes, not words.
const INPUT_CLASS = 'plain-input search-field-control city-box-input';

/** How many localities follow the cities: the list stays short enough to read at a glance. */
const PLACES_SHOWN = 5;

let loadedCombobox: CityCombobox | undefined;
let loadingCombobox: Promise<CityCombobox> | undefined;

/** The suggestions' code, fetched once per page; a fetch that failed is forgotten, so the next asks again. */
function loadCombobox(): Promise<CityCombobox> {
  loadingCombobox ??= import('./city-combobox').then(
    (module) => {
      loadedCombobox = module.CityCombobox;
      return module.CityCombobox;
    },
    (error: unknown) => {
      loadingCombobox = undefined;
      throw error;
    },
  );
  return loadingCombobox;
}

/**
 * The combobox part once its code is here, and `request` to fetch it. It arrives when the browser
 * is idle after the page, or at once when the input is pointed at or focused. It takes over the box
 * while the person may be typing in it: it is drawn in the same task as the code arrives (so no
 * keystroke falls between), the new input is focused with the same selection as the old, and not
 * in the middle of a composition (an input method's unfinished word would be lost).
 */
function useCityCombobox(inputRef: RefObject<HTMLInputElement | null>) {
  // A page drawn on the server is adopted with the plain input it drew; a page drawn later in the
  // browser, after the code came, starts with the combobox.
  // The code as it was when the box was first drawn. Code that comes later is drawn by takeOver()
  // alone: a render meanwhile (the search's address catching up with the typing, say) must not swap
  // the box, which could be in the middle of a composition.
  const [loadedAtFirstDraw] = useState(() => loadedCombobox);
  const isClient = useIsClient(loadedAtFirstDraw !== undefined);
  const [arrived, setArrived] = useState<CityCombobox | undefined>(undefined);
  const Combobox = arrived ?? (isClient ? loadedAtFirstDraw : undefined);
  const isComposing = useRef(false);
  const waiting = useRef<CityCombobox | undefined>(undefined);
  const isMounted = useRef(false);
  const hasCombobox = useRef(Combobox !== undefined);
  hasCombobox.current = Combobox !== undefined;

  const takeOver = useCallback(
    (component: CityCombobox) => {
      if (!isMounted.current || hasCombobox.current) return;
      if (isComposing.current) {
        waiting.current = component;
        return;
      }
      waiting.current = undefined;
      const input = inputRef.current;
      const focused = input !== null && input === document.activeElement;
      const selection = focused ? ([input.selectionStart, input.selectionEnd, input.selectionDirection] as const) : null;
      flushSync(() => setArrived(() => component));
      const next = inputRef.current;
      if (!selection || !next) return;
      next.focus({ preventScroll: true });
      const [start, end, direction] = selection;
      if (start !== null && end !== null) next.setSelectionRange(start, end, direction ?? undefined);
    },
    [inputRef],
  );

  const request = useCallback(() => {
    if (hasCombobox.current) return;
    loadCombobox().then(takeOver, () => {
      // Offline, or a newer deploy removed the file: typing still searches; ask again when back online.
      window.addEventListener('online', request, { once: true });
    });
  }, [takeOver]);

  useEffect(() => {
    isMounted.current = true;
    const cancelIdle = whenIdle(request, 1500);
    return () => {
      isMounted.current = false;
      cancelIdle();
      window.removeEventListener('online', request);
    };
  }, [request]);

  const composition = {
    onCompositionStart: () => {
      isComposing.current = true;
    },
    onCompositionEnd: () => {
      isComposing.current = false;
      if (waiting.current) takeOver(waiting.current);
    },
  };
  return { Combobox, request, composition };
}

/**
 * The city box: typing filters listings by city or locality (via `onTextChange`), and suggests
 * known cities starting with the text; choosing one sets the exact city and clears the box. The
 * suggestions show while the person types and close once they are done with them: a city taken,
 * Enter or Escape pressed, the box left, or the pointer moved off the list, so the list never
 * sits over the filters and the results it has already narrowed.
 *
 * The page is drawn with a plain input, which searches as it is typed into; the suggestions' ARIA
 * combobox (city-combobox.tsx, downshift) is a tenth of the search page's script, so it loads after
 * the page and takes over the input (useCityCombobox). What is typed meanwhile is asked about at
 * once, so its suggestions show as the combobox arrives.
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
  const { Combobox, request, composition } = useCityCombobox(inputRef);
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
  const type = (typed: string) => {
    onTextChange(typed);
    setListOpen(true);
  };
  const input: CityBoxInputAttributes = {
    ref: inputRef,
    'aria-label': t('City'),
    placeholder: t('Enter city name...'),
    className: INPUT_CLASS,
    autoCapitalize: 'none',
    spellCheck: false,
  };

  const layout: CityBoxLayout = (inputElement, list) => (
    <div className="city-box">
      <div
        className={
          text ? 'plain-input-root search-field city-box-field has-text' : 'plain-input-root search-field city-box-field'
        }
      >
        <span className="site-input-adornment">
          <PlainIcon icon={ICON_SEARCH} />
        </span>
        {inputElement}
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
      <div className="city-box-popup" hidden={!(Combobox && isOpen)}>
        {list}
      </div>
    </div>
  );

  if (Combobox) {
    return (
      <Combobox
        text={text}
        options={options}
        isOpen={isOpen}
        input={input}
        onType={type}
        onListOpenChange={setListOpen}
        onChoose={(option) => (option.kind === 'city' ? onChooseCity(option.city) : onChoosePlace(option))}
        layout={layout}
      />
    );
  }
  return layout(
    <input
      {...input}
      {...composition}
      onPointerEnter={request}
      onFocus={request}
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="list"
      autoComplete="off"
      value={text}
      onChange={(event) => type(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === 'Escape') setListOpen(false);
      }}
    />,
    <ul className="city-box-list" />,
  );
}
