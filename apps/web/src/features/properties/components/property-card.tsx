import { Box, Card, CardActionArea, CardContent, Chip, Typography } from '@mui/material';
import { lastNightOf, type Property } from '@rentease/contract';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { RatingSummary } from '../../../components/rating-summary';
import { VerifiedOwnerBadge } from '../../../components/verified-owner-badge';
import { formatArea, formatDate, formatNumber, formatRupees } from '../../../lib/format';
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
  const { t } = useTranslation();
  const cover = property.thumbnails[0] ?? property.images[0] ?? PLACEHOLDER_IMAGE;
  const perMonth = t('{{price}}/month', { price: formatRupees(property.price) });
  // available_date is the first free day after the stay that runs now; the card names its last night.
  const bookedUntil = property.is_booked ? formatDate(lastNightOf(property.available_date)) : undefined;
  return (
    <Card
      component="article"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        // Keyboard focus on the footer's controls (Edit, Pause) is not a look at the listing.
        '&:hover .overlay, &:focus-within:not(:has(.card-footer:focus-within)) .overlay': { opacity: 1 },
        // The overlay then says it, in the badge's place.
        '&:hover .booked, &:focus-within:not(:has(.card-footer:focus-within)) .booked': { opacity: 0 },
      }}
    >
      <CardActionArea
        onClick={() => onOpen(property)}
        aria-label={`${property.title}, ${property.city}`}
        // The card lifts on hover already; MUI's grey hover layer covered only part of it.
        sx={{
          '& .MuiCardActionArea-focusHighlight': { display: 'none' },
          '&.Mui-focusVisible': { outline: '2px solid', outlineOffset: -2 },
        }}
      >
        <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'grey.100' }}>
          <Box
            component="img"
            src={cover}
            alt=""
            width={640}
            height={480}
            loading={imagePriority === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={imagePriority === 'high' ? 'high' : 'auto'}
            decoding="async"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
          <Box
            className="overlay"
            data-testid="property-card-overlay"
            sx={{
              position: 'absolute',
              inset: 0,
              px: 1.5,
              pt: 1.5,
              // Above the price, which stays in view.
              pb: 5.5,
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'flex-end',
              gap: 0.5,
              overflow: 'hidden',
              color: '#fff',
              background: 'linear-gradient(to top, rgba(10,30,28,0.94) 15%, rgba(10,30,28,0.7) 65%, rgba(10,30,28,0.35))',
              opacity: 0,
              transition: 'opacity 160ms ease-out',
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.4 }}>
              {[
                propertyTypeLabel(property.property_type),
                t('{{count}} bed', { count: property.bedrooms }),
                t('{{count}} bath', { count: property.bathrooms }),
                formatArea(property.area),
              ].join(' · ')}
            </Typography>
            {variant === 'tenant' ? (
              <Typography sx={{ fontSize: '0.8125rem', lineHeight: 1.4, color: property.is_booked ? '#fed7aa' : '#bbf7d0' }}>
                {availabilityLine(property)}
              </Typography>
            ) : (
              bookedUntil && (
                <Typography sx={{ fontSize: '0.8125rem', lineHeight: 1.4, color: '#fed7aa' }}>
                  {t('Booked until {{date}}', { date: bookedUntil })}
                </Typography>
              )
            )}
          </Box>
        </Box>
        <CardContent sx={{ py: 1.5 }}>
          <Typography
            component="h2"
            title={property.title}
            sx={{
              fontWeight: 700,
              lineHeight: 1.4,
              // One column on a phone has no row to line up with: no empty line under a short title.
              minHeight: { xs: 0, sm: `${1.4 * TITLE_LINES}em` },
              display: '-webkit-box',
              WebkitLineClamp: TITLE_LINES,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
            }}
          >
            {property.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {property.city}
            {property.distance_km !== undefined && (
              <span data-testid="distance">
                {' · '}
                {t('{{distance}} km away', { distance: formatNumber(property.distance_km, { maximumFractionDigits: 1 }) })}
              </span>
            )}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            <span data-testid="booking-mode">{bookingModeLabel(property.booking_mode)}</span>
            {property.deposit > 0 && <span data-testid="deposit"> · {depositLabel(property.deposit)}</span>}
          </Typography>
        </CardContent>
      </CardActionArea>
      {/* Outside the button, like the price: its name is the title and city (WCAG 2.5.3). */}
      <Box
        sx={{ px: 2, pb: 1.5, mt: -0.75, whiteSpace: 'nowrap', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
      >
        <RatingSummary average={property.rating_average} count={property.rating_count} />
        {property.owner_verified && <VerifiedOwnerBadge />}
      </Box>
      {footer && (
        <Box className="card-footer" sx={{ px: 1, pb: 1, mt: 'auto' }}>
          {footer}
        </Box>
      )}
      {/* The price and the booked badge sit over the image but outside the button, whose name is the
          title and city it shows: a control's name must contain its visible text (WCAG 2.5.3). */}
      <Box sx={{ position: 'absolute', top: 0, left: 0, right: 0, aspectRatio: '4 / 3', pointerEvents: 'none' }}>
        <Chip
          className="price"
          label={perMonth}
          size="small"
          sx={{
            position: 'absolute',
            left: 12,
            bottom: 12,
            bgcolor: 'rgba(255,255,255,0.94)',
            fontWeight: 700,
          }}
        />
        {bookedUntil && (
          <Chip
            className="booked"
            // On a narrow card the date wraps under 'Booked until' rather than being cut off.
            label={
              <Trans
                i18nKey="<0>Booked until</0> <1>{{date}}</1>"
                values={{ date: bookedUntil }}
                components={[
                  <Box key="words" component="span" sx={{ whiteSpace: 'nowrap' }} />,
                  <Box key="date" component="span" sx={{ whiteSpace: 'nowrap' }} />,
                ]}
              />
            }
            size="small"
            // Above the price, clear of the heart in the top corner.
            sx={{
              position: 'absolute',
              left: 12,
              bottom: 44,
              maxWidth: 'calc(100% - 24px)',
              height: 'auto',
              minHeight: 24,
              py: 0.25,
              fontWeight: 700,
              color: '#9a3412',
              bgcolor: 'rgba(255,247,237,0.95)',
              transition: 'opacity 160ms ease-out',
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
              '& .MuiChip-label': { whiteSpace: 'normal', lineHeight: 1.35 },
            }}
          />
        )}
      </Box>
      {/* Only its landlord and the admin ever see a paused listing. */}
      {property.paused && (
        <Chip
          label={t('Paused')}
          size="small"
          sx={{ position: 'absolute', top: 12, left: 12, fontWeight: 700, bgcolor: 'grey.800', color: 'common.white' }}
        />
      )}
      {action && <Box sx={{ position: 'absolute', top: 8, right: 8 }}>{action}</Box>}
    </Card>
  );
}
