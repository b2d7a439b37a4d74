import CloseIcon from '@mui/icons-material/Close';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import {
  Alert,
  Box,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { hiddenByRentEase, type Property } from '@rentease/contract';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RatingSummary } from '../../../components/rating-summary';
import { VerifiedOwnerBadge } from '../../../components/verified-owner-badge';
import { translateApiMessage } from '../../../lib/i18n';
import { ImageGallery } from './image-gallery';
import { ImageStrip } from './image-strip';
import { ListingActionBar } from './listing-action-bar';

import type { PropertyVariant } from './property-card';
import { AvailabilityLine, PropertyDescription, PropertyFactsLine } from './property-facts';

// Only listings with a place have a map section; its code loads on its own.
const ListingSpot = lazy(async () => ({
  default: (await import('../../../features/properties/components/listing-spot')).ListingSpot,
}));

/**
 * The listing's detail dialog: title, city, the scrolling image strip, the description
 * with its line breaks, and the actions of the variant. Clicking an image opens the gallery.
 */
export function PropertyDetailDialog({
  property,
  variant,
  open,
  onClose,
  actions,
  toolbar,
  sections,
}: {
  property: Property | undefined;
  variant: PropertyVariant;
  open: boolean;
  onClose: () => void;
  actions?: ReactNode;
  /** Small actions above the photos: save, share, open the listing's own page. */
  toolbar?: ReactNode;
  /** More of the listing below its description, composed by the page (its reviews). */
  sections?: ReactNode;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [galleryIndex, setGalleryIndex] = useState<number | null>(null);
  if (!property) return null;
  const stripImages = property.thumbnails.length > 0 ? property.thumbnails : property.images;
  const titleId = `property-title-${property.id}`;

  return (
    <>
      <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby={titleId}>
        <DialogTitle id={titleId} component="div" sx={{ pr: 7 }}>
          <Typography variant="h3" component="h2">
            {property.title}
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary', mt: 0.5 }}>
            <PlaceIcon fontSize="small" />
            <Typography>{property.city}</Typography>
          </Stack>
          <Stack direction="row" useFlexGap sx={{ mt: 0.75, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <RatingSummary average={property.rating_average} count={property.rating_count} size="medium" />
            {property.owner_verified && <VerifiedOwnerBadge />}
          </Stack>
          <IconButton aria-label={t('Close')} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers>
          {property.hidden_reason !== undefined && (
            <Alert severity="warning" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
              {translateApiMessage(hiddenByRentEase(property.hidden_reason))}
            </Alert>
          )}
          {toolbar && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
              {toolbar}
            </Stack>
          )}
          <ImageStrip images={stripImages} alt={property.title} onImageClick={setGalleryIndex} />
          <Box sx={{ mt: 2.5 }}>
            <PropertyFactsLine property={property} />
          </Box>
          {property.location && (
            <Typography color="textSecondary" sx={{ mt: 1 }}>
              {property.location}
            </Typography>
          )}
          {variant === 'tenant' && (
            <Box sx={{ mt: 1.5 }}>
              <AvailabilityLine property={property} />
            </Box>
          )}
          <Box sx={{ mt: 2.5 }}>
            <PropertyDescription property={property} />
          </Box>
          <Suspense fallback={null}>
            <ListingSpot property={property} />
          </Suspense>
          {sections}
        </DialogContent>
        {actions &&
          (fullScreen ? (
            // On a phone the rent and the actions stay at the bottom of the screen, one bar.
            <DialogActions sx={{ p: 0 }}>
              <ListingActionBar property={property}>{actions}</ListingActionBar>
            </DialogActions>
          ) : (
            <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>{actions}</DialogActions>
          ))}
      </Dialog>
      <ImageGallery
        images={property.images}
        open={galleryIndex !== null}
        startIndex={galleryIndex ?? 0}
        title={property.title}
        onClose={() => setGalleryIndex(null)}
      />
    </>
  );
}
