import './detail-list.css';
import type { ReactNode } from 'react';
import { CopyButton } from './copy-button';

export type Detail = {
  label: string;
  value: ReactNode;
  /**
   * Ids and codes: monospace on one line, cut short with an ellipsis (the whole id stays in the
   * text for screen readers and the tooltip) beside a copy button, so a long provider id never
   * takes over a card or widens a phone screen.
   */
  isCode?: boolean;
};

/**
 * Labelled values of a card as a description list: label left and value right on wide cards, the
 * value under its label when the card is too narrow for both (detail-list.css; the card is the
 * size container). Drawn without MUI.
 */
export function DetailList({ items, dense }: { items: Detail[]; dense?: boolean }) {
  return (
    <dl className={dense ? 'detail-list is-dense' : 'detail-list'}>
      {items.map((item) => (
        <div key={item.label} className="detail-list-row">
          <dt>{item.label}</dt>
          {item.isCode && typeof item.value === 'string' ? (
            <dd className="is-code">
              <span className="detail-list-code" title={item.value}>
                {item.value}
              </span>
              <CopyButton value={item.value} label={item.label} />
            </dd>
          ) : (
            <dd className={item.isCode ? 'is-code' : undefined}>{item.value}</dd>
          )}
        </div>
      ))}
    </dl>
  );
}
