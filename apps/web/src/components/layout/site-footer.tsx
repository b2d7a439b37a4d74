import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { COPYRIGHT_YEAR } from '@rentease/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BrandLogo } from './brand-logo';

// Names of networks, the same in every language.
const SOCIAL = [
  { name: 'Twitter', href: 'https://twitter.com/' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { name: 'Instagram', href: 'https://www.instagram.com/' },
] as const;

/** Public footer: tagline, policy links, social links in new tabs, © year. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ bgcolor: '#0b1f1d', color: 'rgba(255,255,255,0.85)', mt: 8 }}>
      <Container maxWidth="lg" sx={{ py: 5 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ justifyContent: 'space-between' }}>
          <Box>
            <BrandLogo light />
            <Typography sx={{ mt: 1.5, maxWidth: 320 }}>{t('Helping you find your next perfect stay.')}</Typography>
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 4 }}>
            <Stack spacing={1} component="nav" aria-label={t('Legal')}>
              <Link component={RouterLink} to="/privacy" color="inherit">
                {t('Privacy Policy')}
              </Link>
              <Link component={RouterLink} to="/terms" color="inherit">
                {t('Terms & Conditions')}
              </Link>
            </Stack>
            <Stack spacing={1} component="nav" aria-label={t('Social')}>
              {SOCIAL.map((s) => (
                <Link key={s.name} href={s.href} target="_blank" rel="noopener noreferrer" color="inherit">
                  {s.name}
                </Link>
              ))}
            </Stack>
          </Stack>
        </Stack>
        <Typography
          variant="body2"
          sx={{ mt: 4, pt: 3, borderTop: '1px solid rgba(255,255,255,0.12)', color: 'rgba(255,255,255,0.6)' }}
        >
          {t('© {{year}} RentEase. All rights reserved.', { year: COPYRIGHT_YEAR })}
        </Typography>
      </Container>
    </Box>
  );
}
