import '../../../components/plain-card.css';
import './payment-outcome.css';
import type { ReactNode } from 'react';
import { ICON_ALERT_ERROR } from '../../../components/feedback-icons';
import { PlainSpinner } from '../../../components/plain-feedback';
import { type IconPaths, PlainIcon } from '../../../components/plain-icon';

export type OutcomeTone = 'working' | 'success' | 'error' | 'neutral';

// i18n-ignore: SVG path data, not words (MUI's CheckCircleOutlineOutlined and InfoOutlined).
const ICON_CHECK_CIRCLE_OUTLINE: IconPaths = [
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8m4.59-12.42L10 14.17l-2.59-2.58L6 13l4 4 8-8z',
];
const ICON_INFO_OUTLINED: IconPaths = [
  'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8',
];

const ICONS: Record<OutcomeTone, ReactNode> = {
  working: <PlainSpinner size={52} thickness={4} />,
  success: <PlainIcon icon={ICON_CHECK_CIRCLE_OUTLINE} className="payment-outcome-icon is-success" />,
  // MUI's ErrorOutlineOutlined is the drawing of the error alert's own icon.
  error: <PlainIcon icon={ICON_ALERT_ERROR} className="payment-outcome-icon is-error" />,
  neutral: <PlainIcon icon={ICON_INFO_OUTLINED} className="payment-outcome-icon is-neutral" />,
};

/**
 * The one card the payment pages show: an icon for how it went, the result in the spec's words,
 * an optional explanation, and what comes next. Drawn without MUI (payment-outcome.css).
 */
export function PaymentOutcome({
  tone,
  title,
  detail,
  children,
}: {
  tone: OutcomeTone;
  title: string;
  detail?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="payment-outcome">
      <div className="plain-card payment-outcome-card">
        <div className="payment-outcome-content">
          <div className="payment-outcome-mark">{ICONS[tone]}</div>
          <div role="status" aria-live="polite">
            <h1 className="type-h4 payment-outcome-title">{title}</h1>
            {detail && <p className="type-secondary payment-outcome-detail">{detail}</p>}
          </div>
          {children}
        </div>
      </div>
    </div>
  );
}

/** The outcome's buttons: in a column on a phone, in a row from 600 px, centred. */
export function PaymentOutcomeActions({ children }: { children: ReactNode }) {
  return <div className="payment-outcome-actions">{children}</div>;
}
