import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A list's "nothing here" card: an icon in a soft circle, the spec's text, a hint and an action. */
export function EmptyState({
  icon,
  title,
  hint,
  action,
}: {
  icon: ReactNode;
  title: string;
  hint?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto', mt: { xs: 1, md: 4 }, textAlign: 'center' }}>
      <CardContent sx={{ py: { xs: 5, sm: 7 }, px: 3 }}>
        <Box
          aria-hidden
          sx={{
            width: 88,
            height: 88,
            mx: 'auto',
            mb: 2.5,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(15,118,110,0.1)',
            color: 'primary.main',
            '& svg': { fontSize: 44 },
          }}
        >
          {icon}
        </Box>
        <Typography variant="h5" component="p">
          {title}
        </Typography>
        {hint && (
          <Typography color="textSecondary" sx={{ mt: 1 }}>
            {hint}
          </Typography>
        )}
        {action && <Box sx={{ mt: 3 }}>{action}</Box>}
      </CardContent>
    </Card>
  );
}
