import '../../../components/plain-card.css';
import '../../../components/typography.css';
import './listing-page.css';
import type { Property } from '@rentease/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ICON_PLACE_OUTLINED } from '../../../components/common-icons';
import { ICON_ARROW_BACK } from '../../../components/navigation-icons';
import { PlainAlert, PlainSkeleton } from '../../../components/plain-feedback';
import { PlainIcon } from '../../../components/plain-icon';
import { VerifiedOwnerBadge } from '../../../components/verified-owner-badge';
import { useProperty } from '../../../features/properties/api/properties-api';
import { FavouriteButton } from '../../../features/properties/components/favourite-button';
import { ListingActionBar } from '../../../features/properties/components/listing-action-bar';
import { ListingSpot } from '../../../features/properties/components/listing-spot';
import { PLACEHOLDER_IMAGE } from '../../../features/properties/components/property-card';
import {
  AvailabilityLine,
  MonthlyRent,
  PropertyDescription,
  PropertyFactsLine,
} from '../../../features/properties/components/property-facts';
import { listingPagePath, ShareListingButton } from '../../../features/properties/components/share-listing-button';
import { PropertyReviews } from '../../../features/reviews/components/property-reviews';
import { ScheduleVisit } from '../../../features/visits/components/schedule-visit';
import { ApiError } from '../../../lib/api-client';
import { siteTitle } from '../../../lib/i18n';
import { lazyWithMuiTheme } from '../../../lib/lazy-with-mui-theme';
import { loginPathFor } from '../../../lib/return-path';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useUserSession } from '../../../lib/use-session';

/**
 * The page is drawn without the UI kit; the gallery, which still uses it, loads with our theme when a
 * photo is first pointed at or opened. Page Not Found, for a listing that is not there, loads then.
 */
const ImageGallery = lazyWithMuiTheme(
  async () => (await import('../../../features/properties/components/image-gallery')).ImageGallery,
);
const NotFoundPage = lazy(() => import('../not-found-page'));

/** Below MUI's md breakpoint, where the page is one column. */
const PHONE_SCREEN = '(max-width: 899.95px)';

/** Photos shown on the page itself; the gallery holds every one. */
const PHOTOS_ON_PAGE = 5;

/**
 * A listing's own page, the address 'Share' hands out: the gallery, facts,
 * description, availability and owner's first name, with 'Contact Owner' and 'Book this
 * Property' as in the search dialog. The server draws it with the listing (app/server-render.tsx)
 * and fills its head for link previews.
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

  if (listing.error instanceof ApiError && listing.error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return (
    <div className="site-container listing-page">
      <RouterLink to="/browse" className="site-link listing-back">
        <PlainIcon icon={ICON_ARROW_BACK} /> {t('Browse homes')}
      </RouterLink>
      {listing.data ? (
        <Listing property={listing.data} />
      ) : listing.isError ? (
        <PlainAlert
          severity="error"
          action={
            <button type="button" className="site-button site-button-small" onClick={() => void listing.refetch()}>
              {t('Try again')}
            </button>
          }
        >
          {t('Could not load this property.')}
        </PlainAlert>
      ) : (
        <ListingSkeleton />
      )}
    </div>
  );
}

function Listing({ property }: { property: Property }) {
  const { t } = useTranslation();
  const [galleryIndex, setGalleryIndex] = useState<number | null>(null);
  const galleryMounted = useOpenedOnce(galleryIndex !== null);
  const photos = property.images.length > 0 ? property.images : [PLACEHOLDER_IMAGE];
  return (
    <>
      <div className="listing-head">
        <div className="listing-head-text">
          <h1 className="listing-title">{property.title}</h1>
          <div className="listing-place">
            <PlainIcon icon={ICON_PLACE_OUTLINED} />
            <p>{property.location || property.city}</p>
          </div>
        </div>
        <div className="listing-head-actions">
          <FavouriteButton property={property} variant="button" />
          <ShareListingButton property={property} />
        </div>
      </div>

      <PhotoGrid photos={photos.slice(0, PHOTOS_ON_PAGE)} title={property.title} total={photos.length} onOpen={setGalleryIndex} />

      <div className="listing-body">
        <div className="listing-main">
          <PropertyFactsLine property={property} withRent={false} />
          {property.owner_first_name && (
            <p className="type-secondary">{t('Listed by {{name}}', { name: property.owner_first_name })}</p>
          )}
          {property.owner_verified && <VerifiedOwnerBadge />}
          {/* Each section below the first screen is a boundary of its own, as on the home page: the
              browser adopts the head, the photos and the booking card in one task, then these one by
              one in short slices at a low priority; a tap on one not yet adopted makes React adopt it
              first. Nothing in them suspends (the map's code comes later, once it is near). */}
          <Suspense>
            <div>
              <h2 className="listing-section-heading type-h5">{t('About this home')}</h2>
              <PropertyDescription property={property} />
            </div>
          </Suspense>
          <Suspense>
            <ListingSpot property={property} headingLevel="h2" />
          </Suspense>
          <Suspense>
            <div id="visit">
              <ScheduleVisit property={property} />
            </div>
          </Suspense>
          <Suspense>
            <PropertyReviews property={property} />
          </Suspense>
        </div>
        <BookingCard property={property} />
      </div>

      {galleryMounted && (
        <Suspense fallback={null}>
          <ImageGallery
            images={photos}
            open={galleryIndex !== null}
            startIndex={galleryIndex ?? 0}
            title={property.title}
            onClose={() => setGalleryIndex(null)}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * The cover large, up to four more beside it (on phones the cover alone, saying how many there
 * are); every photo opens the gallery there. How the photos share the grid by their number is in
 * listing-page.css (.listing-photos-1 … -5).
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
    <div className={`listing-photos listing-photos-${photos.length}`}>
      {photos.map((src, index) => (
        <button
          key={src}
          type="button"
          className="listing-photo"
          onClick={() => onOpen(index)}
          // The gallery's code is fetched as soon as a photo is pointed at or focused, before the tap.
          onPointerEnter={ImageGallery.preload}
          onFocus={ImageGallery.preload}
          aria-label={t('Photo {{number}} of {{total}}: open the gallery', { number: index + 1, total })}
        >
          <img
            src={src}
            alt={index === 0 ? title : ''}
            width={1600}
            height={1200}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
          />
          {index === 0 && total > 1 && (
            <span className="listing-photo-count" aria-hidden>
              {t('1 / {{count}} photos', { count: total })}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}

/**
 * What the person can do next. A visitor signs in and comes back here; a tenant books in the
 * search's booking dialog or writes to the owner in Messages; landlords and the admin only look.
 */
function BookingCard({ property }: { property: Property }) {
  const { t } = useTranslation();
  // The server has no screen: it draws the card's actions, and a phone moves them to its bar once the app runs.
  const isPhone = useMediaQuery(PHONE_SCREEN);
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
      <div className="plain-card listing-booking-card">
        <MonthlyRent property={property} />
        <div className="listing-booking-availability">
          <AvailabilityLine property={property} />
        </div>
        {canAct && !isPhone && (
          <div className="listing-booking-actions">
            <button type="button" className="site-button site-button-primary site-button-large" onClick={book}>
              {bookLabel}
            </button>
            <button type="button" className="site-button site-button-outlined site-button-large" onClick={contact}>
              {t('Contact Owner')}
            </button>
          </div>
        )}
        {isVisitor && <p className="listing-booking-note type-body2 type-secondary">{t('You will be asked to log in first.')}</p>}
        {user?.role === 'landlord' && user.userId === property.user_id && (
          <RouterLink to="/landlord/properties" className="site-button site-button-text listing-booking-manage">
            {t('Manage in My Properties')}
          </RouterLink>
        )}
      </div>
      {canAct && isPhone && (
        // On a phone this card comes after the description and reviews: the rent and both actions
        // stay in a bar at the bottom of the screen (sticky within the page's content, so it stops
        // before the footer), edge to edge across the page's side padding so nothing shows beside it.
        <div className="listing-phone-bar">
          <ListingActionBar property={property}>
            <button type="button" className="site-button site-button-outlined" onClick={contact}>
              {t('Contact Owner')}
            </button>
            <button type="button" className="site-button site-button-primary" onClick={book}>
              {bookLabel}
            </button>
          </ListingActionBar>
        </div>
      )}
    </>
  );
}

function ListingSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('Loading property')}>
      <PlainSkeleton className="listing-skeleton-title" />
      <PlainSkeleton className="listing-skeleton-place" />
      <PlainSkeleton shape="rectangular" className="listing-skeleton-photo" />
      <PlainSkeleton className="listing-skeleton-heading" />
      <PlainSkeleton className="listing-skeleton-line" />
      <PlainSkeleton className="listing-skeleton-line listing-skeleton-line-short" />
    </div>
  );
}
