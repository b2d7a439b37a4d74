import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

/** One titled card of a settings page (Profile Settings): icon, heading, what it is for, then its form. */
export function SettingsSection({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3.5 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 0.5 }}>
          <Box sx={{ color: 'primary.main', display: 'grid' }} aria-hidden>
            {icon}
          </Box>
          <Typography id={headingId} variant="h5" component="h2">
            {title}
          </Typography>
        </Stack>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {description}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
