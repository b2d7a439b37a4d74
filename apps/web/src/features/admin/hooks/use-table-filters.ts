import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { TableFilters } from '../api/admin-keys';

/**
 * An admin table's filters live in the URL (?q=&status=…), so reload, Back and a shared link keep
 * them. `values` are as typed (for the boxes), `filters` trimmed and only those set (for the server).
 */
export function useTableFilters(keys: readonly string[]) {
  const [params, setParams] = useSearchParams();
  // Each write builds on the URL the previous one left, even before the router has rendered it.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);

  const values = useMemo(() => Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])), [keys, params]);
  const filters = useMemo(() => {
    const set: TableFilters = {};
    for (const key of keys) {
      const value = params.get(key)?.trim();
      if (value) set[key] = value;
    }
    return set;
  }, [keys, params]);

  const setFilters = useCallback(
    (changes: Record<string, string>) => {
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

  const hasFilters = Object.keys(filters).length > 0;
  const clearFilters = useCallback(() => setFilters(Object.fromEntries(keys.map((key) => [key, '']))), [keys, setFilters]);
  return { values, filters, setFilters, hasFilters, clearFilters };
}
