import { describe, expect, it } from 'vitest';
import { defaultSearchState, hasActiveFilter, toApiFilters } from './use-search-filters';

describe('the verified owners filter', () => {
  it('is off by default and sends nothing, so the plain search and its preloaded URL are unchanged', () => {
    const state = defaultSearchState();
    expect(state.verified).toBe('');
    expect(toApiFilters(state).verified).toBeUndefined();
    expect(hasActiveFilter(state)).toBe(false);
  });

  it('sends verified=true and counts as a filter (Clear filters takes it off)', () => {
    const state = { ...defaultSearchState(), verified: 'true' as const };
    expect(toApiFilters(state).verified).toBe(true);
    expect(hasActiveFilter(state)).toBe(true);
  });
});
