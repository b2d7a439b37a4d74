import '../../../components/plain-card.css';
import '../../../components/plain-chip.css';
import './property-card.css';
import { lastNightOf, type Property } from '@rentease/contract';
import type { ReactNode } from 'react';
import { RatingSummary } from '../../../components/rating-summary';
import { VerifiedOwnerBadge } from '../../../components/verified-owner-badge';
import { formatArea, formatDate, formatNumber, formatRupees } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { taggedText } from '../../../lib/tagged-text';
import { availabilityLine, bookingModeLabel, depositLabel } from '../availability';
import { propertyTypeLabel } from '../property-type-label';

export type PropertyVariant = 'public' | 'tenant' | 'admin' | 'landlord';

export const PLACEHOLDER_IMAGE = '/placeholder-property.svg';

/** Cards in the first row of the widest grid (GRID_COLUMNS): on screen as the page opens. */
const FIRST_ROW_CARDS = 4;

/**
 * How urgently a card's cover loads, by its place in the list. The first cards' covers are the
 * search page's largest paint, so they load at once (not lazily, which waits for layout), the very
 * first ahead of everything else; the rest load as they scroll into view.
 */
export function coverPriority(index: number): 'high' | 'eager' | 'lazy' {
  if (index === 0) return 'high';
  return index < FIRST_ROW_CARDS ? 'eager' : 'lazy';
}

/**
 * A listing in a grid: cover image, price, title (two lines) and city, its rating, and 'Booked
 * until …' on a booked listing. On hover or keyboard focus, the facts the card does not show:
 * type, bedrooms, bathrooms and size, and for tenants when it can be moved into.
 */
export function PropertyCard({
  property,
  variant,
  onOpen,
  action,
  footer,
  imagePriority = 'lazy',
}: {
  property: Property;
  variant: PropertyVariant;
  onOpen: (property: Property) => void;
  action?: ReactNode;
  /** Controls at the foot of the card (the landlord's Edit, Pause and menu). */
  footer?: ReactNode;
  imagePriority?: ReturnType<typeof coverPriority>;
}) {
  // i18n.t rather than useTranslation: the app draws itself anew when the language changes
  // (AppProvider), and the hook costs each of a page's cards a copy of the i18next instance.
  const t = i18n.t;
  const cover = property.thumbnails[0] ?? property.images[0] ?? PLACEHOLDER_IMAGE;
  const perMonth = t('{{price}}/month', { price: formatRupees(property.price) });
  // available_date is the first free day after the stay that runs now; the card names its last night.
  const bookedUntil = property.is_booked ? formatDate(lastNightOf(property.available_date)) : undefined;
  return (
    <article className="plain-card property-card">
      <button
        type="button"
        className="property-card-open"
        onClick={() => onOpen(property)}
        aria-label={`${property.title}, ${property.city}`}
      >
        <div className="property-card-cover">
          <img
            className="property-card-image"
            src={cover}
            alt=""
            width={640}
            height={480}
            loading={imagePriority === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={imagePriority === 'high' ? 'high' : 'auto'}
            decoding="async"
          />
          <div className="property-card-overlay" data-testid="property-card-overlay">
            <p className="property-card-facts">
              {[
                propertyTypeLabel(property.property_type),
                t('{{count}} bed', { count: property.bedrooms }),
                t('{{count}} bath', { count: property.bathrooms }),
                formatArea(property.area),
              ].join(' · ')}
            </p>
            {variant === 'tenant' ? (
              <p className="property-card-when" style={{ color: property.is_booked ? '#fed7aa' : '#bbf7d0' }}>
                {availabilityLine(property)}
              </p>
            ) : (
              bookedUntil && (
                <p className="property-card-when" style={{ color: '#fed7aa' }}>
                  {t('Booked until {{date}}', { date: bookedUntil })}
                </p>
              )
            )}
          </div>
        </div>
        <div className="property-card-text">
          <h2 className="property-card-title" title={property.title}>
            {property.title}
          </h2>
          <p className="property-card-place">
            {property.city}
            {property.distance_km !== undefined && (
              <span data-testid="distance">
                {' · '}
                {t('{{distance}} km away', { distance: formatNumber(property.distance_km, { maximumFractionDigits: 1 }) })}
              </span>
            )}
          </p>
          <p className="property-card-terms">
            <span data-testid="booking-mode">{bookingModeLabel(property.booking_mode)}</span>
            {property.deposit > 0 && <span data-testid="deposit"> · {depositLabel(property.deposit)}</span>}
          </p>
        </div>
      </button>
      {/* Outside the button, like the price: its name is the title and city (WCAG 2.5.3). */}
      <div className="property-card-rating">
        <RatingSummary average={property.rating_average} count={property.rating_count} />
        {property.owner_verified && <VerifiedOwnerBadge />}
      </div>
      {footer && <div className="property-card-footer">{footer}</div>}
      {/* The price and the booked badge sit over the image but outside the button, whose name is the
          title and city it shows: a control's name must contain its visible text (WCAG 2.5.3). */}
      <div className="property-card-badges">
        <div className="plain-chip property-card-price">
          <span>{perMonth}</span>
        </div>
        {bookedUntil && (
          <div className="plain-chip property-card-booked">
            <span>
              {taggedText(t('<0>Booked until</0> <1>{{date}}</1>', { date: bookedUntil }), [
                (words) => <span key="words">{words}</span>,
                (date) => <span key="date">{date}</span>,
              ])}
            </span>
          </div>
        )}
      </div>
      {/* Only its landlord and the admin ever see a paused listing. */}
      {property.paused && (
        <div className="plain-chip property-card-paused">
          <span>{t('Paused')}</span>
        </div>
      )}
      {action && <div className="property-card-action">{action}</div>}
    </article>
  );
}
