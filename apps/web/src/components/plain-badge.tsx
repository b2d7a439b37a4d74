import './plain-badge.css';

/** "9+" beyond nine: a badge is a nudge, not a tally. */
export const badgeText = (count: number) => (count > 9 ? '9+' : String(count));

/**
 * MUI's Badge at the top right of what it sits on (wrapped in `.plain-badge-anchor`): the count,
 * hidden from screen readers (the control's name says it), and nothing at all at zero.
 */
export function PlainBadge({ count, tone }: { count: number; tone: 'secondary' | 'error' }) {
  if (count <= 0) return null;
  return (
    <span className={`plain-badge plain-badge-${tone}`} aria-hidden>
      {badgeText(count)}
    </span>
  );
}
