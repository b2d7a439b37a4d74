import './plain-tabs.css';
import type { ReactNode } from 'react';
import { moveFocusInToggleGroup } from '../lib/toggle-group-keys';

export type PlainTab<Value extends string> = {
  value: Value;
  label: ReactNode;
  /** The tab's id; its panel is labelled by it. */
  id: string;
  /** The id of the panel it shows. */
  controls: string;
};

/**
 * MUI's Tabs (standard, text tabs, the chosen one underlined in the primary colour) as plain
 * elements, for a page drawn without the UI kit: an ARIA tab list with MUI's keyboard (the toggle
 * groups' keys: lib/toggle-group-keys.ts), in which only the chosen tab is in the tab order.
 */
export function PlainTabs<Value extends string>({
  label,
  value,
  tabs,
  onChange,
  className,
}: {
  /** The tab list's accessible name. */
  label: string;
  value: Value;
  tabs: PlainTab<Value>[];
  onChange: (value: Value) => void;
  className?: string;
}) {
  return (
    <div className={className ? `plain-tabs ${className}` : 'plain-tabs'}>
      <div role="tablist" aria-label={label} className="plain-tab-list" onKeyDown={moveFocusInToggleGroup}>
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={tab.id}
              aria-controls={tab.controls}
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              className="plain-tab"
              onClick={() => onChange(tab.value)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
