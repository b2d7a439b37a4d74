import './plain-feedback.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ICON_ALERT_ERROR, ICON_ALERT_INFO, ICON_ALERT_SUCCESS, ICON_ALERT_WARNING, ICON_CLOSE } from './feedback-icons';
import { PlainIcon } from './plain-icon';

type Severity = 'info' | 'warning' | 'error' | 'success';

const ALERT_ICONS = {
  info: ICON_ALERT_INFO,
  warning: ICON_ALERT_WARNING,
  error: ICON_ALERT_ERROR,
  success: ICON_ALERT_SUCCESS,
} as const;

/**
 * MUI's Alert (standard variant) as plain elements, for the screens drawn without the UI kit (the
 * search page): the same colours from our theme, icon, message and action, and role="alert" unless asked otherwise.
 */
export function PlainAlert({
  severity,
  children,
  action,
  onRetry,
  onClose,
  className,
  role = 'alert',
  label,
}: {
  severity: Severity;
  children: ReactNode;
  action?: ReactNode;
  /** Draws MUI's text button 'Retry' as the action: what failed to load is asked for again. */
  onRetry?: () => void;
  onClose?: () => void;
  className?: string;
  /** 'status' for news that is good and need not interrupt (read out when the reader pauses). */
  role?: 'alert' | 'status' | 'region';
  /** The name of a 'region': a standing notice a reader can find among the page's landmarks. */
  label?: string;
}) {
  const { t } = useTranslation();
  const actions = onRetry ? (
    <button type="button" className="site-button site-button-text" onClick={onRetry}>
      {t('Retry')}
    </button>
  ) : (
    action
  );
  return (
    <div
      role={role}
      {...(role === 'region' ? { 'aria-label': label } : {})}
      className={['plain-alert', `plain-alert-${severity}`, className].filter(Boolean).join(' ')}
    >
      <div className="plain-alert-icon">
        <PlainIcon icon={ALERT_ICONS[severity]} />
      </div>
      <div className="plain-alert-message">{children}</div>
      {(actions || onClose) && (
        <div className="plain-alert-action">
          {actions}
          {onClose && (
            <button type="button" className="plain-alert-close" aria-label={t('Close')} title={t('Close')} onClick={onClose}>
              <PlainIcon icon={ICON_CLOSE} />
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/** MUI's Skeleton (pulse): a grey block where content is coming. `shape` as MUI's variants. */
export function PlainSkeleton({ shape = 'text', className }: { shape?: 'text' | 'rectangular' | 'rounded'; className?: string }) {
  return <span className={['plain-skeleton', `plain-skeleton-${shape}`, className].filter(Boolean).join(' ')} />;
}

/**
 * MUI's CircularProgress (indeterminate), `size` pixels across, its ring `thickness` wide in a
 * 44-unit box as MUI draws it. Without a label it is only a drawing (hidden from assistive
 * technology): the text beside it says what is happening.
 */
export function PlainSpinner({ size = 40, thickness = 3.6, label }: { size?: number; thickness?: number; label?: string }) {
  const described = label ? { role: 'progressbar', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <span className="plain-spinner" {...described} style={{ width: size, height: size }}>
      <svg viewBox="22 22 44 44" aria-hidden="true">
        <circle cx="44" cy="44" r={(44 - thickness) / 2} fill="none" strokeWidth={thickness} />
      </svg>
    </span>
  );
}

/** MUI's LinearProgress (indeterminate): a thin bar that says something is on its way. */
export function PlainProgressBar({ label, className }: { label?: string; className?: string }) {
  return (
    <span className={['plain-progress', className].filter(Boolean).join(' ')} role="progressbar" aria-label={label}>
      <span className="plain-progress-bar plain-progress-bar1" />
      <span className="plain-progress-bar plain-progress-bar2" />
    </span>
  );
}
