import { Alert, type SxProps, type Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { translateApiMessage } from '../lib/i18n';

/**
 * What stopped a form that no single field explains (wrong password, the server refused, the
 * network failed), said inside the form where the person is looking, not in a toast far from it.
 * Nothing while there is nothing to say. A shared rule's English message is told in the language
 * shown (the server's own messages already are).
 */
export function FormError({ message, sx }: { message: string | null | undefined; sx?: SxProps<Theme> }) {
  useTranslation();
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={[{ overflowWrap: 'anywhere' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {translateApiMessage(message)}
    </Alert>
  );
}
