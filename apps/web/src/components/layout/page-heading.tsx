import './page-heading.css';
import type { ReactNode } from 'react';

/** The title row of a page, with optional actions on the right. Drawn without MUI (page-heading.css). */
export function PageHeading({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="page-heading">
      <div className="page-heading-text">
        <h1 className="type-h3 page-heading-title">{title}</h1>
        {subtitle && <p className="type-secondary page-heading-subtitle">{subtitle}</p>}
      </div>
      {actions}
    </div>
  );
}
