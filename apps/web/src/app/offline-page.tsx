import WifiOffIcon from '@mui/icons-material/WifiOff';
import { Button, Container, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * What a page opened without a network shows, inside the public header and footer. Prerendered at
 * build time into the offline page the service worker keeps; it runs no app code, so "Try again"
 * is wired by that page's own small script (public/offline-page.js) through `data-try-again`.
 * The page cannot ask the server who is reading: that script finds a signed-in person's session in
 * the browser and puts a link to their dashboard, named by `data-dashboard-label`, in place of the
 * header's Login and Register.
 */
export function OfflinePage() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 } }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <WifiOffIcon sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
        <Typography variant="h2" component="h1">
          {t('You are offline')}
        </Typography>
        <Typography color="textSecondary">
          {t('This page needs an internet connection. Check that your phone or computer is connected, then try again.')}
        </Typography>
        <Button variant="contained" size="large" data-try-again>
          {t('Try again')}
        </Button>
        <span hidden data-dashboard-label>
          {t('Dashboard')}
        </span>
      </Stack>
    </Container>
  );
}
