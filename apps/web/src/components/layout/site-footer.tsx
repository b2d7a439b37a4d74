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
    <footer className="site-footer">
      <div className="site-container">
        <div className="site-footer-columns">
          <div>
            <BrandLogo light />
            <p className="site-footer-tagline">{t('Helping you find your next perfect stay.')}</p>
          </div>
          <div className="site-footer-links">
            <nav aria-label={t('Legal')}>
              <RouterLink to="/privacy">{t('Privacy Policy')}</RouterLink>
              <RouterLink to="/terms">{t('Terms & Conditions')}</RouterLink>
            </nav>
            <nav aria-label={t('Social')}>
              {SOCIAL.map((s) => (
                <a key={s.name} href={s.href} target="_blank" rel="noopener noreferrer">
                  {s.name}
                </a>
              ))}
            </nav>
          </div>
        </div>
        <p className="site-footer-copyright">{t('© {{year}} RentEase. All rights reserved.', { year: COPYRIGHT_YEAR })}</p>
      </div>
    </footer>
  );
}
