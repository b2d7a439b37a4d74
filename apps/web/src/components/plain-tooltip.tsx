import './plain-tooltip.css';
import { type FocusEvent, type PointerEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** How long a pointer rests on what has a tooltip before it shows (MUI's Tooltip's enterDelay). */
const TOOLTIP_DELAY_MS = 100;

/** Where the tooltip sits: under its target (MUI's default) or to its right (a collapsed menu's icons). */
export type TooltipPlacement = 'bottom' | 'right';

type Shown = { label: string; top: number; left: number };

/** The handlers that show a tooltip on what they are spread onto. */
export type TooltipTriggerProps = {
  onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave: () => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: () => void;
};

/**
 * MUI's Tooltip without the UI kit: a short label by what a mouse rests on (after 100 ms) or the
 * keyboard reaches (at once), gone when it leaves, kept inside the window. One hook serves a row of
 * targets (a menu's icons), since one tooltip shows at a time; a scroll takes it away. The label is hidden from screen
 * readers: the target's own accessible name must say it.
 *
 * Touch shows nothing: a tap is a press there, and the name is on the target for assistive technology.
 */
export function usePlainTooltip(placement: TooltipPlacement = 'bottom') {
  const [shown, setShown] = useState<Shown | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const element = useRef<HTMLDivElement>(null);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = useCallback(
    (label: string, target: HTMLElement, delay: number) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        const box = target.getBoundingClientRect();
        setShown(
          placement === 'right'
            ? { label, top: box.top + box.height / 2, left: box.right }
            : { label, top: box.bottom, left: box.left + box.width / 2 },
        );
      }, delay);
    },
    [placement],
  );
  const hide = useCallback(() => {
    window.clearTimeout(timer.current);
    setShown(null);
  }, []);

  // Placed from its target's box when shown, the tooltip is fixed to the window: once the page or
  // a list under it scrolls, it would point at nothing, so it goes (MUI's popper follows instead).
  useEffect(() => {
    if (!shown) return;
    window.addEventListener('scroll', hide, { capture: true, passive: true });
    return () => window.removeEventListener('scroll', hide, { capture: true });
  }, [shown, hide]);

  // Centred under its target, a tooltip by the window's edge would be cut off: it moves inside, as
  // MUI's popper does. Measured before the browser paints, so it never shows in the wrong place.
  useLayoutEffect(() => {
    const tooltip = element.current;
    if (!shown || !tooltip || placement !== 'bottom') return;
    const width = tooltip.offsetWidth;
    const left = Math.min(Math.max(shown.left - width / 2, 0), document.documentElement.clientWidth - width);
    tooltip.style.left = `${left}px`;
  }, [shown, placement]);

  const triggerProps = (label: string): TooltipTriggerProps => ({
    onPointerEnter: (event) => {
      if (event.pointerType !== 'touch') show(label, event.currentTarget, TOOLTIP_DELAY_MS);
    },
    onPointerLeave: hide,
    // A keyboard's focus, not a click's: a pointer has its own delay (above).
    onFocus: (event) => {
      if (event.currentTarget.matches(':focus-visible')) show(label, event.currentTarget, 0);
    },
    onBlur: hide,
  });

  const tooltip = shown && (
    <div ref={element} className={`plain-tooltip is-${placement}`} aria-hidden style={{ top: shown.top, left: shown.left }}>
      {shown.label}
    </div>
  );

  return { triggerProps, hide, tooltip };
}
