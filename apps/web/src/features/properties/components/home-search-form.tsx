import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, InputAdornment, OutlinedInput } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * The home page's search: a city or locality, leading to /browse with it as the search text. A
 * plain GET form to /browse?q=…, so it works from the prerendered page before the app's script
 * has run, and through the router once it has. Text typed into the prerendered box before the app
 * redraws the page is typed again into the app's (app/early-input.ts). The box is the outlined
 * input a TextField draws, without the TextField: that would bring MUI's Select, menus and popovers
 * (~45 KB gzip) into the home page for a field that never selects.
 */
export function HomeSearchForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
      <OutlinedInput
        name="q"
        placeholder={t('City or area, e.g. Powai')}
        fullWidth
        autoComplete="off"
        inputProps={{ 'aria-label': t('City or area'), maxLength: 80, enterKeyHint: 'search' }}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon />
          </InputAdornment>
        }
        sx={{ '& fieldset': { border: 'none' } }}
      />
      <Button type="submit" variant="contained" size="large" sx={{ px: 4, flexShrink: 0 }}>
        {t('Search')}
      </Button>
    </Box>
  );
}
