import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import MapIcon from '@mui/icons-material/TravelExplore';
import LockIcon from '@mui/icons-material/VerifiedUserOutlined';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FaqAccordion, type FaqEntry } from '../../../features/marketing/components/faq-accordion';
import { FeatureCard } from '../../../features/marketing/components/feature-card';
import { HeroIllustration } from '../../../features/marketing/components/hero-illustration';
import { type Testimonial, TestimonialCard } from '../../../features/marketing/components/testimonial-card';
import { HomeSearchForm } from '../../../features/properties/components/home-search-form';
import { msg } from '../../../lib/i18n';

const FEATURES = [
  {
    icon: <ChatIcon />,
    title: msg('Real-Time Chat'),
    text: msg('Talk to owners the moment you find a place you like — questions, visits and paperwork in one conversation.'),
  },
  {
    icon: <LockIcon />,
    title: msg('Secure Payments'),
    text: msg('Pay rent by card through an encrypted checkout. Your booking is confirmed only when the payment goes through.'),
  },
  {
    icon: <MapIcon />,
    title: msg('Interactive Listings'),
    text: msg('Browse by city, compare prices and sizes, flip through photos and see when each home is free to move in.'),
  },
];

// i18n-ignore: people's names read the same in every language; only their words are translated.
const [SNEHA, RAJESH, IMRAN] = ['Sneha Kulkarni', 'Rajesh Nair', 'Imran Sheikh'];

const TESTIMONIALS: Testimonial[] = [
  {
    quote: msg(
      'I found a flat near my office in Koramangala in two days and booked my move-in date without a single broker call.',
    ),
    name: SNEHA,
    role: msg('Tenant, Bengaluru'),
  },
  {
    quote: msg('Listing my apartment took ten minutes. Tenants message me directly and the rent arrives with a proper invoice.'),
    name: RAJESH,
    role: msg('Landlord, Kochi'),
  },
  {
    quote: msg(
      'The photos and availability dates were accurate, and the owner answered every question in the chat. Moving was stress-free.',
    ),
    name: IMRAN,
    role: msg('Tenant, Pune'),
  },
];

const FAQ: FaqEntry[] = [
  {
    question: msg('Is RentEase free for tenants?'),
    answer: msg(
      'Yes. Searching, chatting with owners and booking cost tenants nothing extra — you pay only the rent shown on the listing.',
    ),
  },
  {
    question: msg('How do I book a property?'),
    answer: msg(
      'Open a listing, choose "Book this Property", pick a move-in date in the availability window and the number of months, then complete the card payment. Your booking is confirmed once the payment succeeds.',
    ),
  },
  {
    question: msg('How do landlords list a property?'),
    answer: msg(
      'Register as a landlord, open My Properties and choose Add Property. Add the details, upload photos and publish — your listing appears in search right away.',
    ),
  },
  {
    question: msg('Are payments secure?'),
    answer: msg(
      'Payments go through an encrypted card checkout run by our payment provider. RentEase never sees or stores your card number, and every payment comes with a downloadable invoice.',
    ),
  },
];

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <Box
        sx={{
          background: 'linear-gradient(135deg, #ecfdf5 0%, #f0f9ff 55%, #fff7ed 100%)',
          borderBottom: '1px solid',
          borderColor: 'divider',
        }}
      >
        <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' },
              gap: { xs: 4, md: 6 },
              alignItems: 'center',
            }}
          >
            <Box>
              <Typography variant="h1" gutterBottom>
                {t('Find or List Your Perfect Rental Property')}
              </Typography>
              <Typography sx={{ fontSize: '1.15rem', color: 'text.secondary', mb: 4, maxWidth: 560 }}>
                {t('Verified homes across India, direct chat with owners, and a move-in date booked and paid for in minutes.')}
              </Typography>
              <HomeSearchForm />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Button component={RouterLink} to="/browse" variant="contained" size="large">
                  {t('Browse Properties')}
                </Button>
                <Button component={RouterLink} to="/login" variant="outlined" size="large">
                  {t('List Your Property')}
                </Button>
              </Stack>
            </Box>
            <HeroIllustration />
          </Box>
        </Container>
      </Box>

      {/* Each section below the first screen is a boundary of its own: the browser adopts the drawn
          page's first screen (and the header) in one task, then these one by one in short slices at a
          low priority, so the main thread is never blocked for long; a tap on one that is not yet
          adopted makes React adopt it first. Nothing in them suspends; the boundaries only split the work. */}
      <Suspense>
        <Container maxWidth="lg" component="section" aria-labelledby="features-heading" sx={{ py: { xs: 6, md: 9 } }}>
          <Typography id="features-heading" variant="h2" sx={{ textAlign: 'center', mb: 1 }}>
            {t('Everything you need to rent with confidence')}
          </Typography>
          <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 5 }}>
            {t('From the first search to the day you get the keys.')}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 3 }}>
            {FEATURES.map((f) => (
              <FeatureCard key={f.title} icon={f.icon} title={t(f.title)} text={t(f.text)} />
            ))}
          </Box>
        </Container>
      </Suspense>

      <Suspense>
        <Box component="section" aria-labelledby="testimonials-heading" sx={{ bgcolor: '#f0fdfa', py: { xs: 6, md: 9 } }}>
          <Container maxWidth="lg">
            <Typography id="testimonials-heading" variant="h2" sx={{ textAlign: 'center', mb: 5 }}>
              {t('What our users say')}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 3 }}>
              {TESTIMONIALS.map((item) => (
                <TestimonialCard key={item.name} testimonial={{ ...item, quote: t(item.quote), role: t(item.role) }} />
              ))}
            </Box>
          </Container>
        </Box>
      </Suspense>

      <Suspense>
        <Container maxWidth="md" component="section" aria-labelledby="faq-heading" sx={{ py: { xs: 6, md: 9 } }}>
          <Typography id="faq-heading" variant="h2" sx={{ textAlign: 'center', mb: 4 }}>
            {t('Frequently asked questions')}
          </Typography>
          <FaqAccordion entries={FAQ.map((entry) => ({ question: t(entry.question), answer: t(entry.answer) }))} />
        </Container>
      </Suspense>
    </>
  );
}
