import { Alert, Box, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMonthLong, formatMonthShort, monthsUpTo } from '../lib/calendar';
import { formatNumber, formatRupees, formatRupeesCompact } from '../lib/format';
import { translateApiMessage } from '../lib/i18n';
import { visuallyHidden } from './visually-hidden';

/** A month's total, in rupees or a count (YYYY-MM, as the API's monthly summaries give it). */
export type MonthlyTotal = { month: string; total: number };

const MONTHS_SHOWN = 12;
const PLOT_HEIGHT = 220;
const Y_AXIS_WIDTH = 52;

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
 * ~96 KB gzipped for twelve bars), the current month highlighted. Screen readers get the same
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
  action?: React.ReactNode;
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
    <Card component="figure" aria-labelledby={titleId} sx={{ m: 0 }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Box
          sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'space-between', alignItems: 'flex-start' }}
        >
          <Box component="figcaption">
            <Typography id={titleId} variant="h6" component="h2">
              {texts.title}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {texts.subtitle}
            </Typography>
          </Box>
          {action}
        </Box>
        {error ? (
          <Alert severity="error" action={<Button onClick={onRetry}>{t('Retry')}</Button>}>
            {translateApiMessage(error.message || texts.loadFailed)}
          </Alert>
        ) : isPending ? (
          <Skeleton variant="rounded" height={PLOT_HEIGHT + 28} aria-label={texts.loading} />
        ) : (
          <>
            <Box aria-hidden data-testid={testId} sx={{ display: 'flex', userSelect: 'none' }}>
              {/* ₹ axis */}
              <Box sx={{ position: 'relative', width: Y_AXIS_WIDTH, height: PLOT_HEIGHT, flexShrink: 0 }}>
                {ticks.map((tick) => (
                  <Typography
                    key={tick}
                    variant="caption"
                    color="textSecondary"
                    sx={{
                      position: 'absolute',
                      right: 8,
                      bottom: `${(tick / top) * 100}%`,
                      transform: 'translateY(50%)',
                      lineHeight: 1,
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {format.compact(tick)}
                  </Typography>
                ))}
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Box sx={{ position: 'relative', height: PLOT_HEIGHT }}>
                  <Box
                    component="svg"
                    viewBox={`0 0 ${MONTHS_SHOWN} ${top}`}
                    preserveAspectRatio="none"
                    sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', overflow: 'visible' }}
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
                  </Box>
                  {/* Bars as boxes, so a hovered bar can show its value as text that never stretches. */}
                  <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'flex-end' }}>
                    {months.map((entry) => (
                      <Box
                        key={entry.month}
                        title={`${formatMonthLong(entry.month)}: ${format.full(entry.total)}`}
                        sx={{
                          flex: 1,
                          height: '100%',
                          display: 'flex',
                          flexDirection: 'column',
                          justifyContent: 'flex-end',
                          alignItems: 'center',
                          position: 'relative',
                          '&:hover .bar': { filter: 'brightness(0.85)' },
                          '&:hover .value': { opacity: 1 },
                        }}
                      >
                        <Typography
                          className="value"
                          variant="caption"
                          sx={{
                            position: 'absolute',
                            bottom: `calc(${(entry.total / top) * 100}% + 4px)`,
                            fontWeight: 700,
                            whiteSpace: 'nowrap',
                            opacity: 0,
                            transition: 'opacity 120ms',
                            bgcolor: 'background.paper',
                            px: 0.5,
                            borderRadius: 1,
                            zIndex: 1,
                          }}
                        >
                          {format.compact(entry.total)}
                        </Typography>
                        <Box
                          className="bar"
                          sx={{
                            width: '62%',
                            maxWidth: 44,
                            height: `${(entry.total / top) * 100}%`,
                            minHeight: entry.total > 0 ? 2 : 0,
                            borderRadius: '6px 6px 0 0',
                            bgcolor: entry.month === currentMonth ? 'secondary.main' : 'primary.main',
                            transition: 'height 200ms ease-out',
                            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
                          }}
                        />
                      </Box>
                    ))}
                  </Box>
                  {!hasTotals && (
                    <Typography
                      color="textSecondary"
                      sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', textAlign: 'center' }}
                    >
                      {texts.empty}
                    </Typography>
                  )}
                </Box>
                {/* Month labels: every month on wide screens, every other one on a phone. */}
                <Box sx={{ display: 'flex', mt: 0.75 }}>
                  {months.map((entry, index) => (
                    <Typography
                      key={entry.month}
                      variant="caption"
                      color={entry.month === currentMonth ? 'text.primary' : 'text.secondary'}
                      sx={{
                        flex: 1,
                        minWidth: 0,
                        textAlign: 'center',
                        lineHeight: 1.2,
                        fontWeight: entry.month === currentMonth ? 700 : 400,
                        visibility: { xs: (MONTHS_SHOWN - 1 - index) % 2 === 0 ? 'visible' : 'hidden', sm: 'visible' },
                      }}
                    >
                      {formatMonthShort(entry.month).split(' ')[0]}
                    </Typography>
                  ))}
                </Box>
              </Box>
            </Box>
            <Box component="table" sx={visuallyHidden}>
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
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
