import { Button, type ButtonProps, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A button that runs a request: while `pending` it cannot be pressed again (a second press would
 * send a second request), shows a spinner in place of its icon and, given one, says what it is
 * doing ('Saving...'). The spinner is hidden from screen readers: the words say it.
 */
export function PendingButton({
  pending,
  pendingLabel,
  icon,
  disabled,
  children,
  ...props
}: Omit<ButtonProps, 'startIcon'> & {
  pending: boolean;
  /** What the button says while pending; its own words stay when left out. */
  pendingLabel?: ReactNode;
  /** Its icon when idle; the spinner takes its place while pending. */
  icon?: ReactNode;
}) {
  const spinner = <CircularProgress size={props.size === 'small' ? 14 : 16} color="inherit" aria-hidden />;
  return (
    <Button {...props} disabled={pending || disabled} startIcon={pending ? spinner : icon}>
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </Button>
  );
}
