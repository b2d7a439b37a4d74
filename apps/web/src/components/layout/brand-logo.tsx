import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

// i18n-ignore: a name, the same in every language; its second half takes the accent colour.
const WORD_MARK = { first: 'Rent', second: 'Ease' } as const;

/** The RentEase word mark with its house glyph; links home. */
export function BrandLogo({ to = '/', light = false }: { to?: string; light?: boolean }) {
  const { t } = useTranslation();
  return (
    <RouterLink to={to} aria-label={t('RentEase home')} className={light ? 'site-logo site-logo-light' : 'site-logo'}>
      <svg viewBox="0 0 64 64" aria-hidden>
        <rect width="64" height="64" rx="14" fill={light ? '#ffffff' : '#0f766e'} />
        <path d="M14 32 32 16l18 16v16a2 2 0 0 1-2 2H38V38H26v12H16a2 2 0 0 1-2-2z" fill={light ? '#0f766e' : '#ffffff'} />
      </svg>
      <span className="site-logo-name">
        {WORD_MARK.first}
        <span className="site-logo-accent">{WORD_MARK.second}</span>
      </span>
    </RouterLink>
  );
}
