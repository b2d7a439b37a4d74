import { Box, Button, Typography } from '@mui/material';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';

/** 'Page Not Found', the attempted path and a link home. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Box sx={{ py: { xs: 8, md: 12 }, px: 2, textAlign: 'center' }}>
      <Typography sx={{ fontSize: '4rem', fontWeight: 800, color: 'primary.main', lineHeight: 1 }} aria-hidden>
        404
      </Typography>
      <Typography variant="h2" component="h1" sx={{ mt: 2 }}>
        {t('Page Not Found')}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 1.5 }}>
        <Trans
          i18nKey="There is no page at <1>{{path}}</1>."
          values={{ path: pathname }}
          components={{ 1: <Box component="code" sx={{ bgcolor: 'grey.100', px: 1, py: 0.25, borderRadius: 1 }} /> }}
        />
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 4 }}>
        {t('Go to Home')}
      </Button>
    </Box>
  );
}
