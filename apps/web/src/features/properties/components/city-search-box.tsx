import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, Box, InputAdornment, TextField, Typography } from '@mui/material';
import type { CitySuggestion } from '@rentease/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCitySuggestions } from '../api/properties-api';

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
}: {
  text: string;
  onTextChange: (text: string) => void;
  onChooseCity: (city: string) => void;
}) {
  const { t } = useTranslation();
  const [isListOpen, setListOpen] = useState(false);
  const suggestions = useCitySuggestions(text);
  const options = text.trim() ? (suggestions.data ?? []) : [];

  return (
    <Autocomplete<CitySuggestion, false, false, true>
      freeSolo
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.city)}
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
        if (chosen && typeof chosen !== 'string') onChooseCity(chosen.city);
      }}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <span>{option.city}</span>
          <Typography component="span" variant="body2" color="text.secondary">
            {t('{{count}} homes', { count: option.listings })}
          </Typography>
        </Box>
      )}
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
