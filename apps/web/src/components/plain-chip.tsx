import './plain-chip.css';
import type { CSSProperties } from 'react';

/** MUI's palette colours, filled, and its outlined chips. */
export type ChipTone = 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info' | 'error-outlined' | 'outlined';

/** A chip's colours when no palette colour fits (a payment's status: green paid, amber pending). */
export type ChipColors = { color: string; background: string };

/** MUI's small Chip, filled in a palette colour, in colours of its own, or outlined in grey: a status beside a title. */
export function PlainChip({
  label,
  tone,
  className,
}: {
  label: string;
  tone: ChipTone | ChipColors;
  /** A place's own rules on top (a bolder label). */
  className?: string;
}) {
  const colored = typeof tone === 'object';
  const style: CSSProperties | undefined = colored ? { color: tone.color, backgroundColor: tone.background } : undefined;
  // i18n-ignore: class names, not words.
  const classes = ['plain-chip plain-status-chip', colored ? undefined : `is-${tone}`, className].filter(Boolean).join(' ');
  return (
    <span className={classes} style={style}>
      <span className="plain-status-chip-label">{label}</span>
    </span>
  );
}
