import BathtubIcon from '@mui/icons-material/BathtubOutlined';
import BedIcon from '@mui/icons-material/BedOutlined';
import CloseIcon from '@mui/icons-material/Close';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import SquareFootIcon from '@mui/icons-material/SquareFoot';
import {
  Alert,
  Chip,
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
import { type ReactNode, useState } from 'react';
import { RatingSummary } from '../../../components/rating-summary';
import { formatArea, formatRupees } from '../../../lib/format';
import { availabilityLine } from '../availability';
import { ImageGallery } from './image-gallery';
import { ImageStrip } from './image-strip';
import type { PropertyVariant } from './property-card';

function Fact({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      {icon}
      <Typography variant="body2">{label}</Typography>
    </Stack>
  );
}

/**
 * The listing's detail dialog (spec §2): title, city, the scrolling image strip, the description
 * with its line breaks, and the actions of the variant. Clicking an image opens the gallery.
 */
export function PropertyDetailDialog({
  property,
  variant,
  open,
  onClose,
  actions,
  sections,
}: {
  property: Property | undefined;
  variant: PropertyVariant;
  open: boolean;
  onClose: () => void;
  actions?: ReactNode;
  /** More of the listing below its description, composed by the page (its reviews, issue 11). */
  sections?: ReactNode;
}) {
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
          <Stack sx={{ mt: 0.75 }}>
            <RatingSummary average={property.rating_average} count={property.rating_count} size="medium" />
          </Stack>
          <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers>
          {property.hidden_reason !== undefined && (
            <Alert severity="warning" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
              {hiddenByRentEase(property.hidden_reason)}
            </Alert>
          )}
          <ImageStrip images={stripImages} alt={property.title} onImageClick={setGalleryIndex} />
          <Stack direction="row" spacing={2.5} sx={{ mt: 2.5, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
            <Typography variant="h4" component="p" color="primary">
              {formatRupees(property.price)}
              <Typography component="span" color="text.secondary">
                {' '}
                /month
              </Typography>
            </Typography>
            <Chip label={property.property_type.charAt(0).toUpperCase() + property.property_type.slice(1)} size="small" />
            <Fact icon={<BedIcon fontSize="small" />} label={`${property.bedrooms} bed`} />
            <Fact icon={<BathtubIcon fontSize="small" />} label={`${property.bathrooms} bath`} />
            <Fact icon={<SquareFootIcon fontSize="small" />} label={formatArea(property.area)} />
          </Stack>
          {property.location && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {property.location}
            </Typography>
          )}
          {variant === 'tenant' && (
            <Typography sx={{ mt: 1.5, color: property.is_booked ? 'error.main' : 'success.main', fontWeight: 600 }}>
              {availabilityLine(property)}
            </Typography>
          )}
          {property.description && (
            <Typography sx={{ mt: 2.5, whiteSpace: 'pre-line' }} data-testid="property-description">
              {property.description}
            </Typography>
          )}
          {sections}
        </DialogContent>
        {actions && <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>{actions}</DialogActions>}
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
