import '../../../components/plain-card.css';
import '../../../components/typography.css';
import './how-it-works-page.css';
import { useTranslation } from 'react-i18next';
import { ICON_SEARCH, PlainIcon } from '../../../components/plain-icon';
import { FeatureCard } from '../../../features/marketing/components/feature-card';
import { msg } from '../../../lib/i18n';
import { ICON_CHAT_BUBBLE_OUTLINE_OUTLINED } from './home-icons';
import {
  ICON_CHECK_CIRCLE_OUTLINED,
  ICON_GROUPS_OUTLINED,
  ICON_KEY_OUTLINED,
  ICON_SHIELD_OUTLINED,
  ICON_VERIFIED_OUTLINED,
} from './how-it-works-icons';
// The feature cards' rules.
import './home-page.css';

const STEPS = [
  {
    icon: <PlainIcon icon={ICON_SEARCH} />,
    title: msg('Find Properties'),
    text: msg('Search by city, filter by price, type and bedrooms, and open any listing for photos, details and availability.'),
  },
  {
    icon: <PlainIcon icon={ICON_CHAT_BUBBLE_OUTLINE_OUTLINED} />,
    title: msg('Connect Instantly'),
    text: msg('Message the owner in real time to ask questions, arrange a visit or agree on the details.'),
  },
  {
    icon: <PlainIcon icon={ICON_KEY_OUTLINED} />,
    title: msg('Book & Move In'),
    text: msg('Pick a move-in date and how many months you need, pay securely by card, and your booking is confirmed.'),
  },
];

const FOR_TENANTS = [
  msg('Discover local listings with photos, prices and live availability'),
  msg('Chat with owners directly — no brokers in between'),
  msg('Book a move-in date for 1 to 24 months'),
  msg('Pay by card and track every payment with downloadable receipts'),
];

const FOR_LANDLORDS = [
  msg('List a property with images and rental terms through a simple listing wizard'),
  msg('Answer tenants by live chat'),
  msg('Handle booking requests and see who is moving in when'),
  msg('View insights on your bookings and earnings'),
];

const WHY = [
  {
    icon: <PlainIcon icon={ICON_VERIFIED_OUTLINED} />,
    title: msg('Verified Listings'),
    text: msg('Listings are checked by our team so what you see is what you rent.'),
  },
  {
    icon: <PlainIcon icon={ICON_SHIELD_OUTLINED} />,
    title: msg('Safe Transactions'),
    text: msg('Encrypted card payments, and the amount is always computed from the listed rent.'),
  },
  {
    icon: <PlainIcon icon={ICON_GROUPS_OUTLINED} />,
    title: msg('Community Reviewed'),
    text: msg('Tenants and landlords leave feedback, keeping the marketplace honest.'),
  },
];

function AudienceList({ title, items }: { title: string; items: string[] }) {
  const { t } = useTranslation();
  return (
    <div className="plain-card feature-card">
      <div className="feature-card-content">
        <h3 className="type-h4 audience-card-title">{title}</h3>
        <ul className="audience-list">
          {items.map((item) => (
            <li key={item} className="audience-item">
              <PlainIcon icon={ICON_CHECK_CIRCLE_OUTLINED} />
              <span className="type-body2 audience-item-text">{t(item)}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** How It Works (public page): the three steps, what each side gets, why RentEase. Drawn without MUI. */
export default function HowItWorksPage() {
  const { t } = useTranslation();
  return (
    <div className="site-container how-it-works">
      <h1 className="type-h1 how-it-works-title">{t('How It Works')}</h1>
      <p className="type-secondary how-it-works-lead">{t('Renting made simple in three steps.')}</p>
      <ol className="how-it-works-cards how-it-works-steps">
        {STEPS.map((step, index) => (
          <li key={step.title}>
            <FeatureCard icon={step.icon} title={`${index + 1}. ${t(step.title)}`} text={t(step.text)} />
          </li>
        ))}
      </ol>

      <div className="how-it-works-audiences">
        <AudienceList title={t('For Tenants')} items={FOR_TENANTS} />
        <AudienceList title={t('For Landlords')} items={FOR_LANDLORDS} />
      </div>

      <h2 className="type-h2 how-it-works-heading">{t('Why Choose RentEase?')}</h2>
      <div className="how-it-works-cards">
        {WHY.map((w) => (
          <FeatureCard key={w.title} icon={w.icon} title={t(w.title)} text={t(w.text)} />
        ))}
      </div>
    </div>
  );
}
