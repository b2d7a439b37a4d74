import './plain-chip.css';

/** MUI's small Chip, filled in a palette colour or outlined in grey: a status beside a title. */
export function PlainChip({ label, tone }: { label: string; tone: 'default' | 'primary' | 'success' | 'outlined' }) {
  return (
    <span className={`plain-chip plain-status-chip is-${tone}`}>
      <span className="plain-status-chip-label">{label}</span>
    </span>
  );
}
