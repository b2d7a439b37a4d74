import { GlobalStyles, type Theme } from '@mui/material';
import { lastNightOf, type Property } from '@rentease/contract';
import { memo, type ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { RatingSummary } from '../../../components/rating-summary';
import { VerifiedOwnerBadge } from '../../../components/verified-owner-badge';
import { CARD_BORDER, CARD_RADIUS } from '../../../lib/card-outline';
import { formatArea, formatDate, formatNumber, formatRupees } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
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

/** Two lines of title, always: cards in a row line up whether a title is short or long. */
const TITLE_LINES = 2;

const FADE = 'opacity 160ms ease-out';
// i18n-ignore: CSS selectors, not words. A card looked at: hovered, or focused anywhere but its
// footer's controls (Edit, Pause), which are not a look at the listing.
const LOOKED_AT = ['.property-card:hover', '.property-card:focus-within:not(:has(.property-card-footer:focus-within))'];
const whenLookedAt = (part: string) => LOOKED_AT.map((card) => `${card} ${part}`).join(', ');

/**
 * The listing cards' styles, once per grid rather than once per card. A search page draws 24 cards;
 * drawn with MUI's components (Card, CardActionArea, Chip, a dozen Box and Typography with `sx`),
 * each card resolved and serialized some fifteen styles as it rendered and hydrated: 60% of
 * drawing a search page on the server (about 1.5 ms a card), and as much of the phone's main thread
 * while the page hydrates. These rules are what those components computed (theme values included),
 * so the cards look the same; the cards are plain elements that name them.
 */
function cardStyles(theme: Theme) {
  const { typography, palette } = theme;
  const chip = {
    position: 'absolute',
    left: 12,
    maxWidth: '100%',
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: 24,
    borderRadius: 16,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    fontFamily: typography.fontFamily,
    fontSize: typography.pxToRem(13),
    fontWeight: 700,
    color: palette.text.primary,
    '& > span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', paddingInline: 8 },
  } as const;
  return {
    '.property-card': {
      position: 'relative',
      overflow: 'hidden',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      boxSizing: 'border-box',
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
      border: CARD_BORDER,
      borderRadius: CARD_RADIUS,
    },
    [whenLookedAt('.property-card-overlay')]: { opacity: 1 },
    // The overlay then says it, in the badge's place.
    [whenLookedAt('.property-card-booked')]: { opacity: 0 },
    '.property-card-open': {
      display: 'block',
      width: '100%',
      position: 'relative',
      boxSizing: 'border-box',
      margin: 0,
      padding: 0,
      border: 0,
      borderRadius: 'inherit',
      outline: 0,
      backgroundColor: 'transparent',
      color: 'inherit',
      textAlign: 'inherit',
      textDecoration: 'none',
      verticalAlign: 'middle',
      cursor: 'pointer',
      userSelect: 'none',
      WebkitTapHighlightColor: 'transparent',
      '&:focus-visible': { outline: '2px solid', outlineOffset: -2 },
    },
    '.property-card-cover': { position: 'relative', aspectRatio: '4 / 3', backgroundColor: palette.grey[100] },
    '.property-card-image': { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
    '.property-card-overlay': {
      position: 'absolute',
      inset: 0,
      padding: '12px 12px 44px', // Above the price, which stays in view.
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'flex-end',
      gap: 4,
      overflow: 'hidden',
      color: '#fff',
      background: 'linear-gradient(to top, rgba(10,30,28,0.94) 15%, rgba(10,30,28,0.7) 65%, rgba(10,30,28,0.35))',
      opacity: 0,
      transition: FADE,
      '& > p': { margin: 0, lineHeight: 1.4 },
    },
    '.property-card-facts': { ...typography.body2, fontWeight: 600 },
    '.property-card-when': { ...typography.body1, fontSize: typography.pxToRem(13) },
    '.property-card-text': {
      padding: '12px 16px',
      '& > *': { margin: 0 },
    },
    '.property-card-title': {
      ...typography.body1,
      fontWeight: 700,
      lineHeight: 1.4,
      // One column on a phone has no row to line up with: no empty line under a short title.
      [theme.breakpoints.up('sm')]: { minHeight: `${1.4 * TITLE_LINES}em` },
      display: '-webkit-box',
      WebkitLineClamp: TITLE_LINES,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
      overflowWrap: 'anywhere',
    },
    '.property-card-place, .property-card-terms': {
      color: palette.text.secondary,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    '.property-card-place': typography.body2,
    '.property-card-terms': typography.caption,
    '.property-card-rating': {
      padding: '0 16px 12px',
      marginTop: -6,
      whiteSpace: 'nowrap',
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: 8,
    },
    '.property-card-footer': { padding: '0 8px 8px', marginTop: 'auto' },
    '.property-card-badges': {
      position: 'absolute',
      top: 0,
      left: 0,
      right: 0,
      aspectRatio: '4 / 3',
      pointerEvents: 'none',
    },
    '.property-card-price': { ...chip, bottom: 12, backgroundColor: 'rgba(255,255,255,0.94)' },
    '.property-card-booked': {
      ...chip,
      bottom: 44, // Above the price, clear of the heart in the top corner.
      maxWidth: 'calc(100% - 24px)',
      height: 'auto',
      minHeight: 24,
      paddingBlock: 2,
      color: '#9a3412',
      backgroundColor: 'rgba(255,247,237,0.95)',
      transition: FADE,
      // On a narrow card the date wraps under 'Booked until' rather than being cut off.
      '& > span': { ...chip['& > span'], whiteSpace: 'normal', lineHeight: 1.35 },
      '& span span': { whiteSpace: 'nowrap' },
    },
    '.property-card-paused': {
      ...chip,
      top: 12,
      color: palette.common.white,
      backgroundColor: palette.grey[800],
    },
    '.property-card-action': { position: 'absolute', top: 8, right: 8 },
    // A card's place in a search's grid, outlined while its pin on the map is pointed at.
    '.property-card-slot': {
      height: '100%',
      borderRadius: theme.shape.borderRadius,
      '&[data-highlighted]': { outline: `3px solid ${palette.primary.main}`, outlineOffset: 2 },
    },
    '@media (prefers-reduced-motion: reduce)': { '.property-card-overlay, .property-card-booked': { transition: 'none' } },
  };
}

/** The styles every PropertyCard needs: rendered once by the grid the cards are in. */
export const PropertyCardStyles = memo(function PropertyCardStyles() {
  return <GlobalStyles styles={cardStyles} />;
});

/**
 * A listing in a grid: cover image, price, title (two lines) and city, its rating, and 'Booked
 * until …' on a booked listing. On hover or keyboard focus, the facts the card does not show:
 * type, bedrooms, bathrooms and size, and for tenants when it can be moved into.
 * Needs PropertyCardStyles on the page (PropertyGrid renders them).
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
    <article className="property-card">
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
        <div className="property-card-price">
          <span>{perMonth}</span>
        </div>
        {bookedUntil && (
          <div className="property-card-booked">
            <span>
              <Trans
                i18nKey="<0>Booked until</0> <1>{{date}}</1>"
                values={{ date: bookedUntil }}
                components={[<span key="words" />, <span key="date" />]}
              />
            </span>
          </div>
        )}
      </div>
      {/* Only its landlord and the admin ever see a paused listing. */}
      {property.paused && (
        <div className="property-card-paused">
          <span>{t('Paused')}</span>
        </div>
      )}
      {action && <div className="property-card-action">{action}</div>}
    </article>
  );
}
