import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import {
  AppBar,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  CardMedia,
  Chip,
  Container,
  CssBaseline,
  IconButton,
  Stack,
  Toolbar,
  Typography,
} from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { Link, Outlet, type RouteObject } from 'react-router';

/**
 * The benchmark's reference page for the web budgets (apps/server/bench/stack-floor.ts): a search
 * page's worth of markup — a header, a heading and twelve listing cards — drawn with nothing but the
 * frameworks the app is built on (React 19, React Router's data router, MUI with Emotion,
 * i18next, TanStack Query), rendered on the server and hydrated as the app's pages are. What
 * Lighthouse gives it is the most any page of the app can score; none of the app's code is here.
 */

const texts = {
  brand: 'RentEase',
  signIn: 'Sign in',
  heading: 'Homes for rent in Pune',
  card: '2 BHK flat {{number}}',
  verified: 'Verified',
  where: 'Kothrud, Pune · ₹25,000 a month',
  save: 'Save',
};

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { floor: texts } }, defaultNS: 'floor', initAsync: false });

const theme = createTheme({ palette: { primary: { main: '#1565c0' } } });
const queryClient = new QueryClient();
const CARDS = 12;

function SearchPage() {
  const { t } = useTranslation();
  return (
    <Container component="main" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1">
        {t('heading')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', mt: 2 }}>
        {Array.from({ length: CARDS }, (_, index) => (
          <Card key={String(index)} variant="outlined">
            <CardActionArea>
              <CardMedia component="img" height={180} width={400} image={`/photo.svg?${index}`} alt="" />
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
                    {t('card', { number: index + 1 })}
                  </Typography>
                  <Chip size="small" label={t('verified')} color="success" />
                </Stack>
                <Typography color="text.secondary">{t('where')}</Typography>
              </CardContent>
            </CardActionArea>
            <IconButton aria-label={t('save')}>
              <FavoriteBorder />
            </IconButton>
          </Card>
        ))}
      </Box>
    </Container>
  );
}

function Layout() {
  const { t } = useTranslation();
  return (
    <>
      <AppBar position="static">
        <Toolbar>
          <Typography variant="h6" component={Link} to="/" sx={{ flex: 1, color: 'inherit' }}>
            {t('brand')}
          </Typography>
          <Button color="inherit">{t('signIn')}</Button>
        </Toolbar>
      </AppBar>
      <Outlet />
    </>
  );
}

export const routes: RouteObject[] = [{ path: '/', element: <Layout />, children: [{ index: true, element: <SearchPage /> }] }];

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
