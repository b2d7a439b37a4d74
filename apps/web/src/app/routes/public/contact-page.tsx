import '../../../components/plain-card.css';
import '../../../components/typography.css';
import './contact-page.css';
import { useTranslation } from 'react-i18next';
import { type IconPaths, PlainIcon } from '../../../components/plain-icon';
import { ContactForm } from '../../../features/contact/components/contact-form';

// i18n-ignore: SVG path data, not words.
const ICON_EMAIL_OUTLINED: IconPaths = [
  'M22 6c0-1.1-.9-2-2-2H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2zm-2 0-8 5-8-5zm0 12H4V8l8 5 8-5z',
];
// i18n-ignore: SVG path data, not words.
const ICON_SCHEDULE_OUTLINED: IconPaths = [
  'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8m.5-13H11v6l5.25 3.15.75-1.23-4.5-2.67z',
];

/** Contact Us: what to expect beside the form. Drawn without MUI (contact-page.css). */
export default function ContactPage() {
  const { t } = useTranslation();
  return (
    <div className="site-container contact-page">
      <div>
        <h1 className="type-h1 contact-page-title">{t('Contact Us')}</h1>
        <p className="type-secondary contact-page-intro">
          {t('Questions about a listing, a booking or a payment? Send us a message and our team will get back to you.')}
        </p>
        <ul className="contact-page-promises">
          <li>
            <PlainIcon icon={ICON_EMAIL_OUTLINED} />
            {t('We answer every message by email.')}
          </li>
          <li>
            <PlainIcon icon={ICON_SCHEDULE_OUTLINED} />
            {t('Usually within one working day.')}
          </li>
        </ul>
      </div>
      <div className="plain-card contact-page-card">
        <ContactForm />
      </div>
    </div>
  );
}
