import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, Box, InputAdornment, TextField, Typography } from '@mui/material';
import type { CitySuggestion } from '@rentease/contract';
import { useState } from 'react';
import { useCitySuggestions } from '../api/properties-api';

/**
 * The city box of spec §2: typing filters listings by city substring (via `onTextChange`), and
 * suggests known cities starting with the text; choosing one sets the exact city and clears the box.
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
  const [focused, setFocused] = useState(false);
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
      open={focused && text.trim().length > 0 && options.length > 0}
      onOpen={() => setFocused(true)}
      onClose={() => setFocused(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onInputChange={(_, value, reason) => {
        if (reason === 'input' || reason === 'clear') onTextChange(value);
      }}
      onChange={(_, chosen) => {
        if (chosen && typeof chosen !== 'string') onChooseCity(chosen.city);
      }}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <span>{option.city}</span>
          <Typography component="span" variant="body2" color="text.secondary">
            {option.listings} {option.listings === 1 ? 'home' : 'homes'}
          </Typography>
        </Box>
      )}
      slotProps={{ listbox: { sx: { maxHeight: '15rem' } } }}
      sx={{ flex: 1, minWidth: 220 }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder="Enter city name..."
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': 'City' },
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
