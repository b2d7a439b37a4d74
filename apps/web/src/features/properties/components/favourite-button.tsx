import './favourite-button.css';
import type { Property } from '@rentease/contract';
import { useLocation, useNavigate } from 'react-router';
import { ICON_FAVORITE_BORDER } from '../../../components/common-icons';
import { PlainIcon } from '../../../components/plain-icon';
import { i18n } from '../../../lib/i18n';
import { loginPathFor } from '../../../lib/return-path';
import { useUserSession } from '../../../lib/use-session';
import { useFavouriteToggle } from '../api/favourites-api';
import { ICON_FAVORITE } from './search-icons';

/**
 * The heart: a tenant saves or unsaves the home; a visitor is sent to log in and
 * comes back to the same page; landlords and the admin see none.
 */
export function FavouriteButton({ property, variant = 'icon' }: { property: Property; variant?: 'icon' | 'button' }) {
  const t = i18n.t; // Not useTranslation: see PropertyCard.
  const user = useUserSession();
  const navigate = useNavigate();
  const location = useLocation();
  const toggle = useFavouriteToggle(property.id);
  if (user && user.role !== 'tenant') return null;

  const isSaved = Boolean(user && property.is_favourite);
  const onClick = () => {
    if (!user) {
      navigate(loginPathFor(`${location.pathname}${location.search}`));
      return;
    }
    toggle.mutate(!isSaved);
  };
  const label = isSaved ? t('Saved') : t('Save');
  const icon = isSaved ? (
    <PlainIcon icon={ICON_FAVORITE} className="favourite-saved" />
  ) : (
    <PlainIcon icon={ICON_FAVORITE_BORDER} />
  );

  if (variant === 'button') {
    return (
      <button type="button" className="site-button site-button-outlined" onClick={onClick}>
        <span className="site-button-icon">{icon}</span>
        {label}
      </button>
    );
  }
  return (
    // A native title, not a tooltip component: the search page would carry a popper for one hint.
    <button
      type="button"
      className="site-icon-button favourite-button"
      onClick={onClick}
      aria-pressed={isSaved}
      aria-label={t('Save {{title}}', { title: property.title })}
      title={isSaved ? t('Remove from saved homes') : t('Save this home')}
    >
      {icon}
    </button>
  );
}
