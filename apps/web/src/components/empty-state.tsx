import './plain-card.css';
import './empty-state.css';
import type { ReactNode } from 'react';

/**
 * A list's "nothing here" card: an icon in a soft circle, the spec's text, a hint and an action.
 * Drawn without MUI (empty-state.css); its icon may be a PlainIcon or an MUI icon.
 */
export function EmptyState({
  icon,
  title,
  hint,
  action,
}: {
  icon: ReactNode;
  title: string;
  hint?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="plain-card empty-state">
      <div className="empty-state-content">
        <div className="empty-state-icon" aria-hidden>
          {icon}
        </div>
        <p className="type-h5 empty-state-title">{title}</p>
        {hint && <p className="type-secondary empty-state-hint">{hint}</p>}
        {action && <div className="empty-state-action">{action}</div>}
      </div>
    </div>
  );
}
