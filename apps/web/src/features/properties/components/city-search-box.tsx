import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, Box, InputAdornment, TextField, Typography } from '@mui/material';
import type { CitySuggestion, GazetteerPlace } from '@rentease/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlaceSuggestions } from '../api/places-api';
import { useCitySuggestions } from '../api/properties-api';

type Suggestion = ({ kind: 'city' } & CitySuggestion) | ({ kind: 'place' } & GazetteerPlace);

/** How many localities follow the cities: the list stays short enough to read at a glance. */
const PLACES_SHOWN = 5;

/**
 * The city box: typing filters listings by city or locality (via `onTextChange`), and suggests
 * known cities starting with the text; choosing one sets the exact city and clears the box. The
 * suggestions show while the person types and close once they are done with them: a city taken,
 * Enter or Escape pressed, the box left, or the pointer moved off the list, so the list never
 * sits over the filters and the results it has already narrowed.
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

  return (
    <Autocomplete<Suggestion, false, false, true>
      freeSolo
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.kind === 'city' ? option.city : option.name)}
      getOptionKey={(option) =>
        typeof option === 'string'
          ? option
          : option.kind === 'city'
            ? `city:${option.city}`
            : `place:${option.name}:${option.pincode}`
      }
      inputValue={text}
      value={null}
      open={isListOpen && text.trim().length > 0 && options.length > 0}
      onOpen={(event) => {
        // Opened by typing or the arrow keys, not by focus alone: a box focused again shows no list.
        if (event.type !== 'focus' && event.type !== 'mousedown') setListOpen(true);
      }}
      onClose={() => setListOpen(false)}
      onInputChange={(_, value, reason) => {
        if (reason !== 'input' && reason !== 'clear') return;
        onTextChange(value);
        setListOpen(reason === 'input');
      }}
      onChange={(_, chosen) => {
        setListOpen(false);
        if (!chosen || typeof chosen === 'string') return;
        if (chosen.kind === 'city') onChooseCity(chosen.city);
        else onChoosePlace(chosen);
      }}
      renderOption={({ key, ...props }, option) =>
        option.kind === 'city' ? (
          <Box component="li" key={key} {...props} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <span>{option.city}</span>
            <Typography component="span" variant="body2" color="text.secondary">
              {t('{{count}} homes', { count: option.listings })}
            </Typography>
          </Box>
        ) : (
          <Box component="li" key={key} {...props} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <PlaceOutlinedIcon fontSize="small" color="action" aria-hidden />
            <span>{t('Near {{place}}', { place: option.name })}</span>
            <Typography component="span" variant="body2" color="text.secondary" noWrap sx={{ ml: 'auto' }}>
              {option.district}, {option.state}
            </Typography>
          </Box>
        )
      }
      slotProps={{ listbox: { sx: { maxHeight: '15rem' }, onMouseLeave: () => setListOpen(false) } }}
      sx={{ flex: 1, minWidth: 220 }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={t('Enter city name...')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('City') },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
