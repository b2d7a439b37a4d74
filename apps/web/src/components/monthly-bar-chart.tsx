import './plain-card.css';
import './typography.css';
import './monthly-bar-chart.css';
import { type ReactNode, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMonthLong, formatMonthShort, monthsUpTo } from '../lib/calendar';
import { formatNumber, formatRupees, formatRupeesCompact } from '../lib/format';
import { translateApiMessage } from '../lib/i18n';
import { PlainAlert, PlainSkeleton } from './plain-feedback';
import { visuallyHidden } from './visually-hidden';

/** A month's total, in rupees or a count (YYYY-MM, as the API's monthly summaries give it). */
export type MonthlyTotal = { month: string; total: number };

const MONTHS_SHOWN = 12;

/** The 12 months up to `lastMonth` (YYYY-MM), oldest first; a month without a total is 0. */
export function lastTwelveMonths(summary: MonthlyTotal[], lastMonth: string): MonthlyTotal[] {
  const totals = new Map(summary.map((entry) => [entry.month, entry.total]));
  return monthsUpTo(lastMonth, MONTHS_SHOWN).map((month) => ({ month, total: totals.get(month) ?? 0 }));
}

/**
 * A round axis over `max`: the smallest 1, 2, 2.5 or 5 × 10ⁿ step that needs at most five steps.
 * Counts (`whole`) step by whole numbers only: no 2.5 bookings.
 */
export function niceScale(max: number, maxSteps = 5, whole = false): { top: number; step: number } {
  if (max <= 0) return whole ? { top: 4, step: 1 } : { top: 40_000, step: 10_000 };
  const rough = max / maxSteps;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const factors = whole ? [1, 2, 5, 10] : [1, 2, 2.5, 5, 10];
  const found = (factors.find((factor) => factor * magnitude >= rough) ?? 10) * magnitude;
  const step = whole ? Math.max(1, Math.ceil(found)) : found;
  return { top: Math.ceil(max / step) * step, step };
}

/** What a chart's figures are: rupees (₹85K on the axis) or a count of things (12). */
export type ChartUnit = 'rupees' | 'count';

const formatters: Record<ChartUnit, { full: (n: number) => string; compact: (n: number) => string }> = {
  rupees: { full: formatRupees, compact: formatRupeesCompact },
  count: { full: (n) => formatNumber(n), compact: (n) => formatNumber(n) },
};

/** What a chart is about, in words: its heading, the table screen readers get, its empty and failed states. */
export type MonthlyBarChartTexts = {
  title: string;
  subtitle: string;
  /** The accessible table's caption and its value column. */
  tableCaption: string;
  valueHeader: string;
  empty: string;
  loadFailed: string;
  loading: string;
};

/** A chart's texts, written with msg() (so the catalogue scan finds them), in the reader's language. */
export function translateChartTexts<Texts extends Partial<MonthlyBarChartTexts>>(
  texts: Texts,
  t: (key: string) => string,
): Texts {
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, t(text)])) as Texts;
}

/**
 * Twelve monthly totals (rupees or counts) as a bar chart drawn with SVG and CSS (no chart library: one costs
 * ~96 KB gzipped for twelve bars; no UI kit either: monthly-bar-chart.css), the current month highlighted. Screen readers get the same
 * figures as a table; the drawing is hidden from them. A bar's value shows on hover.
 */
export function MonthlyBarChart({
  texts,
  summary,
  currentMonth,
  isPending,
  error,
  onRetry,
  testId,
  lastMonth = currentMonth,
  action,
  unit = 'rupees',
}: {
  texts: MonthlyBarChartTexts;
  summary: MonthlyTotal[] | undefined;
  /** Highlighted. */
  currentMonth: string;
  /** The twelve months shown end here: the current month, or later for money of stays to come. */
  lastMonth?: string;
  /** Beside the title: a control that changes what the chart counts. */
  action?: ReactNode;
  unit?: ChartUnit;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  /** On the drawing, for browser tests. */
  testId?: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const months = useMemo(() => lastTwelveMonths(summary ?? [], lastMonth), [summary, lastMonth]);
  const { top, step } = niceScale(Math.max(...months.map((entry) => entry.total)), 5, unit === 'count');
  const format = formatters[unit];
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  const hasTotals = months.some((entry) => entry.total > 0);

  return (
    <figure className="plain-card bar-chart" aria-labelledby={titleId}>
      <div className="bar-chart-content">
        <div className="bar-chart-head">
          <figcaption>
            <h2 id={titleId} className="type-h6">
              {texts.title}
            </h2>
            <p className="type-body2 type-secondary">{texts.subtitle}</p>
          </figcaption>
          {action}
        </div>
        {error ? (
          <PlainAlert severity="error" onRetry={onRetry}>
            {translateApiMessage(error.message || texts.loadFailed)}
          </PlainAlert>
        ) : isPending ? (
          <div role="status" aria-busy="true" aria-label={texts.loading}>
            <PlainSkeleton shape="rounded" className="bar-chart-skeleton" />
          </div>
        ) : (
          <>
            <div aria-hidden data-testid={testId} className="bar-chart-drawing">
              {/* ₹ axis */}
              <div className="bar-chart-axis">
                {ticks.map((tick) => (
                  <span key={tick} className="bar-chart-tick" style={{ bottom: `${(tick / top) * 100}%` }}>
                    {format.compact(tick)}
                  </span>
                ))}
              </div>
              <div className="bar-chart-body">
                <div className="bar-chart-plot">
                  <svg
                    className="bar-chart-grid"
                    aria-hidden="true"
                    viewBox={`0 0 ${MONTHS_SHOWN} ${top}`}
                    preserveAspectRatio="none"
                  >
                    {ticks.map((tick) => (
                      <line
                        key={tick}
                        x1={0}
                        x2={MONTHS_SHOWN}
                        y1={top - tick}
                        y2={top - tick}
                        stroke={tick === 0 ? '#9ca3af' : '#e5e7eb'}
                        strokeWidth={1}
                        vectorEffect="non-scaling-stroke"
                      />
                    ))}
                  </svg>
                  {/* Bars as boxes, so a hovered bar can show its value as text that never stretches. */}
                  <div className="bar-chart-bars">
                    {months.map((entry) => {
                      const height = `${(entry.total / top) * 100}%`;
                      return (
                        <div
                          key={entry.month}
                          className="bar-chart-month"
                          title={`${formatMonthLong(entry.month)}: ${format.full(entry.total)}`}
                        >
                          <span className="bar-chart-value" style={{ bottom: `calc(${height} + 4px)` }}>
                            {format.compact(entry.total)}
                          </span>
                          <div
                            className={entry.month === currentMonth ? 'bar-chart-bar is-current' : 'bar-chart-bar'}
                            style={{ height, minHeight: entry.total > 0 ? 2 : 0 }}
                          />
                        </div>
                      );
                    })}
                  </div>
                  {!hasTotals && <p className="type-secondary bar-chart-empty">{texts.empty}</p>}
                </div>
                {/* Month labels: every month on wide screens, every other one on a phone. */}
                <div className="bar-chart-months">
                  {months.map((entry, index) => (
                    <span
                      key={entry.month}
                      className={[
                        'bar-chart-month-label',
                        entry.month === currentMonth && 'is-current',
                        (MONTHS_SHOWN - 1 - index) % 2 !== 0 && 'is-skipped-on-phones',
                      ]
                        .filter(Boolean)
                        .join(' ')}
                    >
                      {formatMonthShort(entry.month).split(' ')[0]}
                    </span>
                  ))}
                </div>
              </div>
            </div>
            <table style={visuallyHidden}>
              <caption>{texts.tableCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('Month')}</th>
                  <th scope="col">{texts.valueHeader}</th>
                </tr>
              </thead>
              <tbody>
                {months.map((entry) => (
                  <tr key={entry.month}>
                    <th scope="row">{formatMonthLong(entry.month)}</th>
                    <td>{format.full(entry.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </div>
    </figure>
  );
}
