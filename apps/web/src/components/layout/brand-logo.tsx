import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

// i18n-ignore: a name, the same in every language; its second half takes the accent colour.
const WORD_MARK = { first: 'Rent', second: 'Ease' } as const;

/** The RentEase word mark with its house glyph; links home. */
export function BrandLogo({ to = '/', light = false }: { to?: string; light?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label={t('RentEase home')}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        textDecoration: 'none',
        color: light ? '#fff' : 'text.primary',
      }}
    >
      <Box component="svg" viewBox="0 0 64 64" sx={{ width: 32, height: 32, flexShrink: 0 }} aria-hidden>
        <rect width="64" height="64" rx="14" fill={light ? '#ffffff' : '#0f766e'} />
        <path d="M14 32 32 16l18 16v16a2 2 0 0 1-2 2H38V38H26v12H16a2 2 0 0 1-2-2z" fill={light ? '#0f766e' : '#ffffff'} />
      </Box>
      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.25rem', letterSpacing: '-0.02em' }}>
        {WORD_MARK.first}
        <Box component="span" sx={{ color: light ? 'secondary.main' : 'primary.main' }}>
          {WORD_MARK.second}
        </Box>
      </Typography>
    </Box>
  );
}
