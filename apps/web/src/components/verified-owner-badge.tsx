import './verified-owner-badge.css';
import { ownerVerificationMessages } from '@rentease/contract';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { type IconPaths, PlainIcon } from './plain-icon';

// i18n-ignore: SVG path data, not words.
const ICON_VERIFIED: IconPaths = [
  'm23 12-2.44-2.79.34-3.69-3.61-.82-1.89-3.2L12 2.96 8.6 1.5 6.71 4.69 3.1 5.5l.34 3.7L1 12l2.44 2.79-.34 3.7 3.61.82L8.6 22.5l3.4-1.47 3.4 1.46 1.89-3.19 3.61-.82-.34-3.69zm-12.91 4.72-3.8-3.81 1.48-1.48 2.32 2.33 5.85-5.87 1.48 1.48z',
];

/** Where the tip points: the badge's middle, top and bottom, in the window's coordinates. */
type TipPlace = { x: number; top: number; bottom: number };

/** MUI's gap between a tooltip and what it explains. */
const TIP_GAP = 14;

/**
 * 'Verified owner': RentEase checked the landlord's ID and proof of ownership. The explanation is
 * its description (read after the name by screen readers) and its tooltip on hover or keyboard focus.
 * Plain elements (verified-owner-badge.css) in the look of MUI's outlined success Chip and its
 * Tooltip: listing cards carry it, and a search page's cards hydrate no UI kit. The tip is drawn in
 * the page's body, as MUI's was, so a card's rounded corners do not clip it.
 */
export function VerifiedOwnerBadge({ size = 'small' }: { size?: 'small' | 'medium' }) {
  const descriptionId = useId();
  const [tip, setTip] = useState<TipPlace | null>(null);
  const show = (badge: Element) => {
    const box = badge.getBoundingClientRect();
    setTip({ x: box.left + box.width / 2, top: box.top, bottom: box.bottom });
  };
  const hide = () => setTip(null);
  const tipRef = useRef<HTMLSpanElement>(null);
  // Centred under the badge, above it when there is no room below (a card at the foot of a phone's
  // screen), and never past the window's sides.
  useLayoutEffect(() => {
    const element = tipRef.current;
    if (!tip || !element) return;
    const { offsetWidth: width, offsetHeight: height } = element;
    const below = tip.bottom + TIP_GAP;
    const top = below + height > window.innerHeight - 8 ? tip.top - TIP_GAP - height : below;
    element.style.top = `${top}px`;
    element.style.left = `${Math.min(Math.max(tip.x - width / 2, 8), window.innerWidth - width - 8)}px`;
  }, [tip]);
  // A tip placed in the window stays behind when the page scrolls: it goes with the pointer's hover.
  useEffect(() => {
    if (!tip) return;
    const onScroll = () => setTip(null);
    window.addEventListener('scroll', onScroll, { passive: true, capture: true });
    return () => window.removeEventListener('scroll', onScroll, { capture: true });
  }, [tip]);
  return (
    <span className="verified-badge-anchor">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only show the explanation; the badge is no control */}
      <span
        className={size === 'medium' ? 'verified-badge is-medium' : 'verified-badge'}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users can read the tooltip too
        tabIndex={0}
        aria-describedby={descriptionId}
        data-testid="verified-owner-badge"
        onPointerEnter={(event) => show(event.currentTarget)}
        onPointerLeave={hide}
        onFocus={(event) => show(event.currentTarget)}
        onBlur={hide}
      >
        <PlainIcon icon={ICON_VERIFIED} className="verified-badge-icon" />
        <span className="verified-badge-label">{ownerVerificationMessages.badge}</span>
      </span>
      <span id={descriptionId} className="verified-badge-description">
        {ownerVerificationMessages.badgeExplained}
      </span>
      {tip &&
        createPortal(
          <span ref={tipRef} className="verified-badge-tip" aria-hidden="true" style={{ left: tip.x, top: tip.bottom + TIP_GAP }}>
            {ownerVerificationMessages.badgeExplained}
          </span>,
          document.body,
        )}
    </span>
  );
}
