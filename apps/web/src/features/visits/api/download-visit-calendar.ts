import { answer, api } from '../../../lib/api-client';

/**
 * Saves a visit's calendar file (.ics). The endpoint needs the bearer token, so a plain link
 * cannot fetch it: the file is fetched, then handed to the browser to save or open.
 */
export async function downloadVisitCalendar(visitId: string): Promise<void> {
  const file = await answer(
    api('user').GET('/api/visits/{id}/calendar.ics', { params: { path: { id: visitId } }, parseAs: 'blob' }),
  );
  const url = URL.createObjectURL(file);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = 'rentease-visit.ics';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next tick: the click has started the download by then.
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
