import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { adminKeys } from './admin-keys';

/** After a listing is hidden or shown again: every page of the Properties table reloads, as its status filter may now drop it. */
export function useRefreshAdminProperties() {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: adminKeys.properties() }), [queryClient]);
}
