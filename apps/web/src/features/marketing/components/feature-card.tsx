import '../../../components/plain-card.css';
import type { ReactNode } from 'react';

/** A feature on a card: its icon in a tinted square, a title and a line of text (styled by app/routes/public/home-page.css). */
export function FeatureCard({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <div className="plain-card feature-card">
      <div className="feature-card-content">
        <div className="feature-card-icon" aria-hidden="true">
          {icon}
        </div>
        <h3 className="feature-card-title">{title}</h3>
        <p className="feature-card-text">{text}</p>
      </div>
    </div>
  );
}
