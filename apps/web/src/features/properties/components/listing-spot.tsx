import '../../../components/typography.css';
import './listing-spot.css';
import type { Property } from '@rentease/contract';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainSkeleton } from '../../../components/plain-feedback';
import { canDrawMaps } from '../../../lib/can-draw-maps';
import { useIsClient } from '../../../lib/use-is-client';

// The map code loads when a listing with a place is opened, not with the page around it.
const SpotMap = lazy(async () => ({ default: (await import('../../../components/map/maps')).SpotMap }));

/**
 * Whether the reader is about to see the element: it is in view, or within a screen of it as the
 * reader scrolls. The map's code (about 300 KB), its WebGL context and tiles load then, not with
 * every listing page. Being within a screen as the page opens is not enough: on a phone the map sits
 * just below a listing's first screen, and starting it there took the main thread while the page was
 * becoming usable, for readers who may never scroll down to it.
 */
function useAboutToBeSeen() {
  const ref = useRef<HTMLElement>(null);
  const [isNear, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || isNear) return;
    let withinAScreen = false;
    let scrolled = false;
    const decide = () => {
      if (withinAScreen && scrolled) setNear(true);
    };
    const nearby = new IntersectionObserver(
      (entries) => {
        withinAScreen = entries.some((entry) => entry.isIntersecting);
        decide();
      },
      { rootMargin: '100% 0px' },
    );
    const inView = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true));
    const onScroll = () => {
      scrolled = true;
      decide();
    };
    nearby.observe(element);
    inView.observe(element);
    // Captured, so a scroll inside a dialog (the search's listing dialog) counts as well as the page's.
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      nearby.disconnect();
      inView.disconnect();
      window.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, [isNear]);
  return { ref, isNear };
}

/**
 * 'Where it is': a small map of the area around the listing's approximate spot. The exact pin is
 * never sent to a visitor; the caption says when it is shared.
 */
export function ListingSpot({ property, headingLevel = 'h3' }: { property: Property; headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  const isClient = useIsClient();
  const near = useAboutToBeSeen();
  const spot = property.approximate_position;
  if (!spot) return null;
  // Without WebGL the caption alone still says where the home is (its PIN code). Asked once the map
  // is near (the probe makes a WebGL context, costly on a phone's main thread), as its code is loaded.
  const drawable = !isClient || !near.isNear || canDrawMaps();
  const placeholder = <PlainSkeleton shape="rounded" className="listing-spot-placeholder" />;
  const Heading = headingLevel;
  return (
    <section ref={near.ref} className={`listing-spot listing-spot-${headingLevel}`} data-testid="listing-spot">
      <Heading className="listing-spot-heading type-h5">{t('Where it is')}</Heading>
      {drawable &&
        (isClient && near.isNear ? (
          <Suspense fallback={placeholder}>
            <SpotMap lat={spot.lat} lng={spot.lng} />
          </Suspense>
        ) : (
          placeholder
        ))}
      <p className="listing-spot-caption type-body2 type-secondary">
        {property.pincode
          ? t('Within 300 m of the circle, PIN code {{pincode}}. The exact address is shared once a booking is confirmed.', {
              pincode: property.pincode,
            })
          : t('Within 300 m of the circle. The exact address is shared once a booking is confirmed.')}
      </p>
    </section>
  );
}
