import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SearchView } from '../hooks/use-search-filters';

/**
 * List, Map or Both. Plain pressed buttons rather than MUI's toggle group: the search page's first
 * load carries no code for the map until it is opened.
 */
export function ViewToggle({ view, onChange }: { view: SearchView; onChange: (view: SearchView) => void }) {
  const { t } = useTranslation();
  const choices: { value: SearchView; label: string }[] = [
    { value: 'list', label: t('List') },
    { value: 'map', label: t('Map') },
    { value: 'both', label: t('Both') },
  ];
  return (
    <Box role="group" aria-label={t('Show results as')} sx={{ ml: 'auto', display: 'flex', gap: 0.5 }}>
      {choices.map((choice) => (
        <Button
          key={choice.value}
          size="small"
          aria-pressed={view === choice.value}
          variant={view === choice.value ? 'contained' : 'outlined'}
          onClick={() => onChange(choice.value)}
          // Side by side needs a wide screen; on a phone the map and list take turns.
          sx={choice.value === 'both' ? { display: { xs: 'none', md: 'inline-flex' } } : undefined}
        >
          {choice.label}
        </Button>
      ))}
    </Box>
  );
}
