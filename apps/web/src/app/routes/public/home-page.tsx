import '../../../components/typography.css';
import './home-page.css';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PlainIcon } from '../../../components/plain-icon';
import { FaqAccordion, type FaqEntry } from '../../../features/marketing/components/faq-accordion';
import { FeatureCard } from '../../../features/marketing/components/feature-card';
import { HeroIllustration } from '../../../features/marketing/components/hero-illustration';
import { type Testimonial, TestimonialCard } from '../../../features/marketing/components/testimonial-card';
import { HomeSearchForm } from '../../../features/properties/components/home-search-form';
import { msg } from '../../../lib/i18n';
import { ICON_CHAT_BUBBLE_OUTLINE_OUTLINED, ICON_TRAVEL_EXPLORE, ICON_VERIFIED_USER_OUTLINED } from './home-icons';

const FEATURES = [
  {
    icon: <PlainIcon icon={ICON_CHAT_BUBBLE_OUTLINE_OUTLINED} />,
    title: msg('Real-Time Chat'),
    text: msg('Talk to owners the moment you find a place you like — questions, visits and paperwork in one conversation.'),
  },
  {
    icon: <PlainIcon icon={ICON_VERIFIED_USER_OUTLINED} />,
    title: msg('Secure Payments'),
    text: msg('Pay rent by card through an encrypted checkout. Your booking is confirmed only when the payment goes through.'),
  },
  {
    icon: <PlainIcon icon={ICON_TRAVEL_EXPLORE} />,
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

/**
 * The home page, drawn with plain elements and one static stylesheet (home-page.css): its first
 * load needs no UI kit.
 */
export default function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <div className="home-hero">
        <div className="site-container">
          <div className="home-hero-grid">
            <div>
              <h1 className="type-h1 home-hero-title">{t('Find or List Your Perfect Rental Property')}</h1>
              <p className="home-hero-lead">
                {t('Verified homes across India, direct chat with owners, and a move-in date booked and paid for in minutes.')}
              </p>
              <HomeSearchForm />
              <div className="home-hero-actions">
                <RouterLink to="/browse" className="site-button site-button-primary site-button-large">
                  {t('Browse Properties')}
                </RouterLink>
                <RouterLink to="/login" className="site-button site-button-large site-button-outlined">
                  {t('List Your Property')}
                </RouterLink>
              </div>
            </div>
            <HeroIllustration />
          </div>
        </div>
      </div>

      {/* Each section below the first screen is a boundary of its own: the browser adopts the drawn
          page's first screen (and the header) in one task, then these one by one in short slices at a
          low priority, so the main thread is never blocked for long; a tap on one that is not yet
          adopted makes React adopt it first. Nothing in them suspends; the boundaries only split the work. */}
      <Suspense>
        <section className="site-container home-section" aria-labelledby="features-heading">
          <h2 id="features-heading" className="type-h2 home-heading home-features-heading">
            {t('Everything you need to rent with confidence')}
          </h2>
          <p className="home-features-lead">{t('From the first search to the day you get the keys.')}</p>
          <div className="home-cards">
            {FEATURES.map((f) => (
              <FeatureCard key={f.title} icon={f.icon} title={t(f.title)} text={t(f.text)} />
            ))}
          </div>
        </section>
      </Suspense>

      <Suspense>
        <section className="home-section home-testimonials" aria-labelledby="testimonials-heading">
          <div className="site-container">
            <h2 id="testimonials-heading" className="type-h2 home-heading">
              {t('What our users say')}
            </h2>
            <div className="home-cards">
              {TESTIMONIALS.map((item) => (
                <TestimonialCard key={item.name} testimonial={{ ...item, quote: t(item.quote), role: t(item.role) }} />
              ))}
            </div>
          </div>
        </section>
      </Suspense>

      <Suspense>
        <section className="site-container site-container-md home-section" aria-labelledby="faq-heading">
          <h2 id="faq-heading" className="type-h2 home-heading faq-title">
            {t('Frequently asked questions')}
          </h2>
          <FaqAccordion entries={FAQ.map((entry) => ({ question: t(entry.question), answer: t(entry.answer) }))} />
        </section>
      </Suspense>
    </>
  );
}
