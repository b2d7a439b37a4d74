import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, InputAdornment, TextField } from '@mui/material';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The home page's search form, whichever language its name is in (the prerendered copy's is English). */
const FORM_SELECTOR = 'form[role="search"][action="/browse"]';

/** The prerendered copy of the box while the page still shows it, and whether it has the focus. */
function findPrerenderedBox(): { field: HTMLInputElement; wasFocused: boolean } | undefined {
  if (typeof document === 'undefined') return undefined;
  const field = document.querySelector<HTMLInputElement>(`${FORM_SELECTOR} input[name="q"]`);
  return field ? { field, wasFocused: document.activeElement === field } : undefined;
}

/**
 * The server's page is adopted in place (hydrated), typed text and focus included; but where it
 * could not render, the build's prerendered copy is sent, which the app renders over (main.tsx)
 * rather than hydrating, so what the person typed into that box before the script started would
 * vanish with it. The box
 * is found while the first render runs and read once its replacement is in place, so letters typed
 * while the app was still rendering count too; the focus comes back if the swap took it away.
 */
function useTextTypedBeforeStart(box: RefObject<HTMLInputElement | null>) {
  const [prerendered] = useState(findPrerenderedBox);
  useLayoutEffect(() => {
    const own = box.current;
    if (!prerendered || !own || prerendered.field === own) return;
    const typed = prerendered.field.value;
    if (typed && !own.value) own.value = typed;
    const isFocusLost = document.activeElement === null || document.activeElement === document.body;
    if (isFocusLost && (typed || prerendered.wasFocused)) own.focus();
  }, [prerendered, box]);
}

/**
 * The home page's search: a city or locality, leading to /browse with it as the search text. A
 * plain GET form to /browse?q=…, so it works from the prerendered page before the app's script
 * has run, and through the router once it has.
 */
export function HomeSearchForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const box = useRef<HTMLInputElement>(null);
  useTextTypedBeforeStart(box);
  return (
    <Box
      component="form"
      role="search"
      aria-label={t('Search homes')}
      action="/browse"
      method="get"
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
        navigate(q ? `/browse?${new URLSearchParams({ q })}` : '/browse');
      }}
      sx={{
        display: 'flex',
        gap: 1,
        p: 1,
        mb: 3,
        maxWidth: 560,
        bgcolor: 'background.paper',
        borderRadius: 3,
        boxShadow: '0 8px 30px rgba(15,118,110,0.12)',
        flexDirection: { xs: 'column', sm: 'row' },
      }}
    >
      <TextField
        name="q"
        inputRef={box}
        placeholder={t('City or area, e.g. Powai')}
        size="medium"
        fullWidth
        autoComplete="off"
        slotProps={{
          htmlInput: { 'aria-label': t('City or area'), maxLength: 80, enterKeyHint: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
        sx={{ '& fieldset': { border: 'none' } }}
      />
      <Button type="submit" variant="contained" size="large" sx={{ px: 4, flexShrink: 0 }}>
        {t('Search')}
      </Button>
    </Box>
  );
}
