import { useMutation } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET /api/me/export: everything RentEase holds about the signed-in person, saved as a JSON file. */
export function useExportMyData() {
  return useMutation({
    mutationFn: async () => {
      const file = await answer(api('user').GET('/api/me/export', { parseAs: 'blob' }));
      // A file name, the same in every language.
      const fileName = `rentease-my-data-${new Date().toISOString().slice(0, 10)}.json`;
      saveFile(file, fileName);
    },
  });
}
