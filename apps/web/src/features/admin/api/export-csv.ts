import { ApiError, reportRefusedSession } from '../../../lib/api-client';
import { getAdminSession } from '../../../lib/session';
import type { TableFilters } from './admin-keys';

/** The server's own file name (it carries the day of the export), or a fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/**
 * Downloads an admin export with the table's filters. The endpoint needs the bearer token, so a
 * plain link cannot fetch it: the file is fetched, then handed to the browser under the server's name.
 */
export async function exportCsv(path: string, filters: TableFilters): Promise<void> {
  const token = getAdminSession()?.token;
  let response: Response;
  try {
    response = await fetch(`${path}?${new URLSearchParams(filters)}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError('Network error', 0, 'NETWORK_ERROR');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string; code?: string };
    void reportRefusedSession('admin', token, body.code ?? '');
    throw new ApiError(body.error ?? '', response.status, body.code ?? 'HTTP_ERROR');
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(response, 'rentease-export.csv');
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next tick: the click has started the download by then.
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
