import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The default error screen, with the error message. */
export function ErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Box sx={{ maxWidth: 560, textAlign: 'center' }}>
        <Typography variant="h2" component="h1" gutterBottom>
          {t('Unexpected Application Error!')}
        </Typography>
        <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', color: 'error.main', fontFamily: 'monospace', mb: 3 }}>
          {describe(error)}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('Reload the page')}
        </Button>
      </Box>
    </Box>
  );
}
