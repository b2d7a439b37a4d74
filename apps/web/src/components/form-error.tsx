import { Alert, type SxProps, type Theme } from '@mui/material';

/**
 * What stopped a form that no single field explains (wrong password, the server refused, the
 * network failed), said inside the form where the person is looking, not in a toast far from it.
 * Nothing while there is nothing to say.
 */
export function FormError({ message, sx }: { message: string | null | undefined; sx?: SxProps<Theme> }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={[{ overflowWrap: 'anywhere' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {message}
    </Alert>
  );
}
