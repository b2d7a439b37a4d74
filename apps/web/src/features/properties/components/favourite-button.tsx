import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { Button, IconButton } from '@mui/material';
import type { Property } from '@rentease/contract';
import { useLocation, useNavigate } from 'react-router';
import { i18n } from '../../../lib/i18n';
import { loginPathFor } from '../../../lib/return-path';
import { useUserSession } from '../../../lib/use-session';
import { useFavouriteToggle } from '../api/favourites-api';

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
  const icon = isSaved ? <FavoriteIcon sx={{ color: '#e11d48' }} /> : <FavoriteBorderIcon />;

  if (variant === 'button') {
    return (
      <Button variant="outlined" startIcon={icon} onClick={onClick}>
        {label}
      </Button>
    );
  }
  return (
    // A native title, not MUI's Tooltip: the search page would carry the Popper for one hint.
    <IconButton
      onClick={onClick}
      aria-pressed={isSaved}
      aria-label={t('Save {{title}}', { title: property.title })}
      size="small"
      title={isSaved ? t('Remove from saved homes') : t('Save this home')}
      sx={{ bgcolor: 'rgba(255,255,255,0.94)', '&:hover': { bgcolor: '#fff' }, boxShadow: 1 }}
    >
      {icon}
    </IconButton>
  );
}
