import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Container,
  Link,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { Property } from '@rentease/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { VerifiedOwnerBadge } from '../../../components/verified-owner-badge';
import { useProperty } from '../../../features/properties/api/properties-api';
import { FavouriteButton } from '../../../features/properties/components/favourite-button';
import { ImageGallery } from '../../../features/properties/components/image-gallery';
import { ListingActionBar } from '../../../features/properties/components/listing-action-bar';

import { PLACEHOLDER_IMAGE } from '../../../features/properties/components/property-card';
import {
  AvailabilityLine,
  MonthlyRent,
  PropertyDescription,
  PropertyFactsLine,
} from '../../../features/properties/components/property-facts';
import { listingPagePath, ShareListingButton } from '../../../features/properties/components/share-listing-button';
import { LazyPropertyReviews } from '../../../features/reviews/components/lazy-property-reviews';
import { LazyScheduleVisit } from '../../../features/visits/components/lazy-schedule-visit';
import { ApiError } from '../../../lib/api-client';
import { siteTitle } from '../../../lib/i18n';
import { loginPathFor } from '../../../lib/return-path';
import { useUserSession } from '../../../lib/use-session';
import NotFoundPage from '../not-found-page';

// Only listings with a place have a map section; its code loads on its own.
const ListingSpot = lazy(async () => ({
  default: (await import('../../../features/properties/components/listing-spot')).ListingSpot,
}));

/** Photos shown on the page itself; the gallery holds every one. */
const PHOTOS_ON_PAGE = 5;

/**
 * A listing's own page, the address 'Share' hands out: the gallery, facts,
 * description, availability and owner's first name, with 'Contact Owner' and 'Book this
 * Property' as in the search dialog. The server fills this URL's head for link previews.
 */
export default function ListingPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const listing = useProperty(id);

  useEffect(() => {
    if (!listing.data) return;
    document.title = `${listing.data.title} · ${listing.data.city} — RentEase`;
    return () => {
      document.title = siteTitle();
    };
  }, [listing.data]);

  if (listing.error instanceof ApiError && listing.error.status === 404) return <NotFoundPage />;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Link
        component={RouterLink}
        to="/browse"
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
      >
        <ArrowBackIcon fontSize="small" /> {t('Browse homes')}
      </Link>
      {listing.data ? (
        <Listing property={listing.data} />
      ) : listing.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void listing.refetch()}>
              {t('Try again')}
            </Button>
          }
        >
          {t('Could not load this property.')}
        </Alert>
      ) : (
        <ListingSkeleton />
      )}
    </Container>
  );
}

function Listing({ property }: { property: Property }) {
  const { t } = useTranslation();
  const [galleryIndex, setGalleryIndex] = useState<number | null>(null);
  const photos = property.images.length > 0 ? property.images : [PLACEHOLDER_IMAGE];
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h3" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {property.title}
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary', mt: 0.5 }}>
            <PlaceIcon fontSize="small" />
            <Typography>{property.location || property.city}</Typography>
          </Stack>
        </Box>
        <Stack direction="row" spacing={1}>
          <FavouriteButton property={property} variant="button" />
          <ShareListingButton property={property} />
        </Stack>
      </Stack>

      <PhotoGrid photos={photos.slice(0, PHOTOS_ON_PAGE)} title={property.title} total={photos.length} onOpen={setGalleryIndex} />

      <Box
        sx={{
          mt: 3,
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 340px' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2.5} sx={{ minWidth: 0 }}>
          <PropertyFactsLine property={property} withRent={false} />
          {property.owner_first_name && (
            <Typography color="text.secondary">{t('Listed by {{name}}', { name: property.owner_first_name })}</Typography>
          )}
          {property.owner_verified && <VerifiedOwnerBadge />}
          <Box>
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
              {t('About this home')}
            </Typography>
            <PropertyDescription property={property} />
          </Box>
          <Suspense fallback={null}>
            <ListingSpot property={property} headingLevel="h2" />
          </Suspense>
          <Box id="visit">
            <LazyScheduleVisit property={property} />
          </Box>
          <LazyPropertyReviews property={property} />
        </Stack>
        <BookingCard property={property} />
      </Box>

      <ImageGallery
        images={photos}
        open={galleryIndex !== null}
        startIndex={galleryIndex ?? 0}
        title={property.title}
        onClose={() => setGalleryIndex(null)}
      />
    </>
  );
}

/** Columns of the photo grid by how many photos there are, so no cell is left empty. */
const PHOTO_COLUMNS: Record<number, string> = { 1: '1fr', 2: '2fr 1fr', 3: '2fr 1fr', 4: '2fr 1fr 1fr', 5: '2fr 1fr 1fr' };

/** Where a photo sits: the cover fills the left two rows; with two photos the second fills the right, with four the last spans two columns. */
function photoPlacement(index: number, count: number) {
  if (index === 0) return { gridRow: count > 1 ? 'span 2' : 'auto' };
  if (count === 2) return { gridRow: 'span 2' };
  if (count === 4 && index === 3) return { gridColumn: 'span 2' };
  return {};
}

/**
 * The cover large, up to four more beside it (on phones the cover alone, saying how many there
 * are); every photo opens the gallery there.
 */
function PhotoGrid({
  photos,
  title,
  total,
  onOpen,
}: {
  photos: string[];
  title: string;
  total: number;
  onOpen: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        mt: 2.5,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', sm: PHOTO_COLUMNS[photos.length] ?? '1fr' },
        gridAutoRows: { xs: 'auto', sm: photos.length > 1 ? '180px' : 'auto' },
        borderRadius: 2,
        overflow: 'hidden',
      }}
    >
      {photos.map((src, index) => (
        <Box
          key={src}
          component="button"
          type="button"
          onClick={() => onOpen(index)}
          aria-label={t('Photo {{number}} of {{total}}: open the gallery', { number: index + 1, total })}
          sx={{
            position: 'relative',
            p: 0,
            border: 0,
            cursor: 'zoom-in',
            bgcolor: 'grey.100',
            display: { xs: index === 0 ? 'block' : 'none', sm: 'block' },
            aspectRatio: { xs: '4 / 3', sm: photos.length > 1 ? 'auto' : '16 / 7' },
            '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
            ...(photos.length > 1 ? { gridRow: { sm: photoPlacement(index, photos.length).gridRow } } : {}),
            gridColumn: { sm: photoPlacement(index, photos.length).gridColumn },
          }}
        >
          <Box
            component="img"
            src={src}
            alt={index === 0 ? title : ''}
            width={1600}
            height={1200}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
          {index === 0 && total > 1 && (
            <Box
              component="span"
              aria-hidden
              sx={{
                display: { xs: 'block', sm: 'none' },
                position: 'absolute',
                right: 8,
                bottom: 8,
                px: 1.25,
                py: 0.5,
                borderRadius: 1,
                bgcolor: 'rgba(0,0,0,0.65)',
                color: '#fff',
                fontSize: '0.8125rem',
                lineHeight: 1.4,
              }}
            >
              {t('1 / {{count}} photos', { count: total })}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}

/**
 * What the person can do next. A visitor signs in and comes back here; a tenant books in the
 * search's booking dialog or writes to the owner in Messages; landlords and the admin only look.
 */
function BookingCard({ property }: { property: Property }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'));
  const navigate = useNavigate();
  const user = useUserSession();
  const here = listingPagePath(property.id);
  const isTenant = user?.role === 'tenant';
  const isVisitor = user === null;
  const book = () =>
    navigate(isTenant ? `/tenant/search?property=${encodeURIComponent(property.id)}&book=1` : loginPathFor(here));
  const contact = () =>
    navigate(
      isTenant
        ? `/tenant/messages?propertyId=${encodeURIComponent(property.id)}&landlordId=${encodeURIComponent(property.user_id)}`
        : loginPathFor(here),
    );
  const canAct = isTenant || isVisitor;
  // The owner approves each booking: the tenant asks first (the same dialog place, in the search).
  const bookLabel = property.booking_mode === 'request' ? t('Request to book') : t('Book this Property');
  return (
    <>
      <Card variant="outlined" sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
        <CardContent>
          <MonthlyRent property={property} />
          <Box sx={{ mt: 1.5 }}>
            <AvailabilityLine property={property} />
          </Box>
          {canAct && !isPhone && (
            <Stack spacing={1.5} sx={{ mt: 2.5 }}>
              <Button variant="contained" size="large" onClick={book}>
                {bookLabel}
              </Button>
              <Button variant="outlined" size="large" onClick={contact}>
                {t('Contact Owner')}
              </Button>
              {isVisitor && (
                <Typography variant="body2" color="text.secondary">
                  {t('You will be asked to log in first.')}
                </Typography>
              )}
            </Stack>
          )}
          {user?.role === 'landlord' && user.userId === property.user_id && (
            <Button component={RouterLink} to="/landlord/properties" sx={{ mt: 2 }}>
              {t('Manage in My Properties')}
            </Button>
          )}
          {canAct && isPhone && isVisitor && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {t('You will be asked to log in first.')}
            </Typography>
          )}
        </CardContent>
      </Card>
      {canAct && isPhone && (
        // On a phone this card comes after the description and reviews: the rent and both actions
        // stay in a bar at the bottom of the screen (sticky within the page's content, so it stops
        // before the footer), edge to edge across the page's side padding so nothing shows beside it.
        <Box sx={{ position: 'sticky', bottom: 0, zIndex: 'appBar', mx: { xs: -2, sm: -3 } }}>
          <ListingActionBar property={property}>
            <Button variant="outlined" onClick={contact}>
              {t('Contact Owner')}
            </Button>
            <Button variant="contained" onClick={book}>
              {bookLabel}
            </Button>
          </ListingActionBar>
        </Box>
      )}
    </>
  );
}

function ListingSkeleton() {
  const { t } = useTranslation();
  return (
    <Box aria-busy="true" aria-label={t('Loading property')}>
      <Skeleton width="60%" height={48} />
      <Skeleton width="30%" />
      <Skeleton variant="rectangular" sx={{ mt: 2.5, height: { xs: 240, sm: 328 }, borderRadius: 2 }} />
      <Skeleton width="50%" height={40} sx={{ mt: 3 }} />
      <Skeleton width="90%" />
      <Skeleton width="80%" />
    </Box>
  );
}
