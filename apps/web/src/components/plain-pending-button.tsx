import type { ReactNode } from 'react';
import { PlainSpinner } from './plain-feedback';

// i18n-ignore: class names, not words.
const VARIANT_CLASSES = {
  /** MUI's text button in the colour around it. */
  text: 'site-button',
  outlined: 'site-button site-button-outlined',
  contained: 'site-button site-button-primary',
} as const;

/**
 * PendingButton's plain twin: while `pending` it cannot be pressed again and shows a spinner in
 * place of its icon; given `pendingLabel`, it says what it is doing meanwhile. The spinner is
 * hidden from screen readers: the words say it.
 */
export function PlainPendingButton({
  pending,
  pendingLabel,
  variant = 'text',
  small = false,
  fullWidth = false,
  icon,
  describedBy,
  onClick,
  children,
}: {
  pending: boolean;
  pendingLabel?: ReactNode;
  variant?: keyof typeof VARIANT_CLASSES;
  small?: boolean;
  fullWidth?: boolean;
  /** Its icon when idle (a PlainIcon); the spinner takes its place while pending. */
  icon?: ReactNode;
  /** The id of what names the button's subject, so that buttons of the same words are told apart. */
  describedBy?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  const classes = [VARIANT_CLASSES[variant], small && 'site-button-small', fullWidth && 'is-full-width']
    .filter(Boolean)
    .join(' ');
  const start = pending ? <PlainSpinner size={small ? 14 : 16} /> : icon;
  return (
    <button type="button" className={classes} disabled={pending} aria-describedby={describedBy} onClick={onClick}>
      {start && <span className="site-button-icon">{start}</span>}
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </button>
  );
}
