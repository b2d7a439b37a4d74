import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { isMonth } from '../../../lib/calendar';
import type { LandlordPaymentFilters } from '../api/payment-keys';

const KEYS = ['property', 'month'] as const;

function readFilters(params: URLSearchParams): LandlordPaymentFilters {
  const month = params.get('month') ?? '';
  return { property: params.get('property') ?? '', month: isMonth(month) ? month : '' };
}

/**
 * The Earnings filters live in the URL (?property=&month=YYYY-MM), so Back, reload and a shared
 * link keep them. Changes replace the history entry, as the search page's filters do.
 */
export function useEarningsFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);

  // Each write builds on the URL as the previous write left it, even before the router has
  // rendered that write: a month picked while the typed text is still on its way keeps both.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback(
    (changes: Partial<LandlordPaymentFilters>) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (next.toString() === latest.current.toString()) return;
      latest.current = next;
      setParams(next, { replace: true, preventScrollReset: true });
    },
    [setParams],
  );

  const clear = useCallback(() => update(Object.fromEntries(KEYS.map((key) => [key, ''])) as LandlordPaymentFilters), [update]);

  return { filters, update, clear, isFiltered: KEYS.some((key) => filters[key] !== '') };
}
