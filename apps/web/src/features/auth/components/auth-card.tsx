import '../../../components/plain-card.css';
import '../../../components/typography.css';
import './auth-card.css';
import type { ReactNode } from 'react';

/** The centred card the sign-in and sign-up forms sit in; plain elements, so a page without MUI can use it. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className="auth-card-frame">
      <div className="plain-card auth-card">
        <h1 className={subtitle ? 'type-h3 auth-card-title has-subtitle' : 'type-h3 auth-card-title'}>{title}</h1>
        {subtitle && <p className="type-secondary auth-card-subtitle">{subtitle}</p>}
        {children}
      </div>
    </div>
  );
}
