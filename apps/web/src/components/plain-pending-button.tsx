import type { ReactNode } from 'react';
import { PlainSpinner } from './plain-feedback';

// i18n-ignore: class names, not words.
const VARIANT_CLASSES = {
  /** MUI's text button in the colour around it. */
  text: 'site-button',
  /** MUI's text button in the brand's colour (Load more, Retry). */
  'text-primary': 'site-button site-button-text',
  outlined: 'site-button site-button-outlined',
  contained: 'site-button site-button-primary',
} as const;

// i18n-ignore: class names, not words.
const SIZE_CLASSES = { small: 'site-button-small', medium: undefined, large: 'site-button-large' } as const;

/**
 * PendingButton's plain twin: while `pending` it cannot be pressed again and shows a spinner in
 * place of its icon (unless told not to); given `pendingLabel`, it says what it is doing meanwhile.
 * The spinner is hidden from screen readers: the words say it.
 */
export function PlainPendingButton({
  pending,
  pendingLabel,
  variant = 'text',
  color,
  size = 'medium',
  type = 'button',
  spinner = true,
  fullWidth = false,
  icon,
  describedBy,
  accessibleName,
  onClick,
  className,
  children,
}: {
  pending: boolean;
  pendingLabel?: ReactNode;
  variant?: keyof typeof VARIANT_CLASSES;
  /** MUI's error colour, for a button that takes something away (Block). */
  color?: 'error';
  size?: keyof typeof SIZE_CLASSES;
  /** 'submit' for a form's button, which the form's own submit handler runs. */
  type?: 'button' | 'submit';
  /** False for a button that, as MUI drew it, only turns grey while it waits. */
  spinner?: boolean;
  fullWidth?: boolean;
  /** Its icon when idle (a PlainIcon); the spinner takes its place while pending. */
  icon?: ReactNode;
  /** The id of what names the button's subject, so that buttons of the same words are told apart. */
  describedBy?: string;
  /** Its accessible name where its words alone are not enough ('Receipt for 01/12/2026'). */
  accessibleName?: string;
  onClick?: () => void;
  /** A place's own rules on top (a width that does not change with the words). */
  className?: string;
  children: ReactNode;
}) {
  const classes = [
    VARIANT_CLASSES[variant],
    color === 'error' && 'site-button-error',
    SIZE_CLASSES[size],
    fullWidth && 'is-full-width',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const start = pending && spinner ? <PlainSpinner size={size === 'small' ? 14 : 16} /> : icon;
  return (
    <button
      type={type}
      className={classes}
      disabled={pending}
      aria-label={accessibleName}
      aria-describedby={describedBy}
      onClick={onClick}
    >
      {start && <span className="site-button-icon">{start}</span>}
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </button>
  );
}
