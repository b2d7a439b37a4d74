import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { Alert, Box, Button, Card, CardContent, FormControlLabel, Skeleton, Stack, Switch, Typography } from '@mui/material';
import { NOTIFICATION_TYPE_LABELS, type OptionalEmailType } from '@rentease/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings';

/** Which switches each area shows: a tenant never gets a landlord's listing emails, and the other way round. */
const TYPES_FOR: Record<'tenant' | 'landlord', OptionalEmailType[]> = {
  tenant: ['booking_confirmed', 'booking_cancelled', 'chat_message', 'review_published', 'review_replied', 'saved_search_match'],
  landlord: [
    'booking_confirmed',
    'booking_cancelled',
    'chat_message',
    'review_published',
    'review_replied',
    'listing_hidden',
    'listing_shown',
  ],
};

/** Profile Settings' Notifications section: an email switch per event; the bell is always on. */
export function NotificationSettingsSection({ role }: { role: 'tenant' | 'landlord' }) {
  const { t } = useTranslation();
  const headingId = useId();
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  return (
    <Card component="section" aria-labelledby={headingId} id="notifications">
      <CardContent sx={{ p: { xs: 2.5, sm: 3.5 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 0.5 }}>
          <Box sx={{ color: 'primary.main', display: 'grid' }} aria-hidden>
            <NotificationsIcon />
          </Box>
          <Typography id={headingId} variant="h5" component="h2">
            {t('Notifications')}
          </Typography>
        </Stack>
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {t('Choose which emails we send you. You always see everything under the bell at the top of the page.')}
        </Typography>
        {settings.isPending ? (
          <Stack spacing={1} aria-busy="true" aria-label={t('Loading your notification settings')}>
            <Skeleton variant="rounded" height={36} />
            <Skeleton variant="rounded" height={36} />
          </Stack>
        ) : settings.isError ? (
          <Alert severity="error" action={<Button onClick={() => void settings.refetch()}>{t('Retry')}</Button>}>
            {t('Your notification settings could not be loaded.')}
          </Alert>
        ) : (
          <Stack>
            {TYPES_FOR[role].map((type) => (
              <FormControlLabel
                key={type}
                // The contract's labels are in this feature's catalogue, keyed by their English.
                label={t(NOTIFICATION_TYPE_LABELS[type])}
                control={
                  <Switch
                    checked={settings.data.email[type]}
                    disabled={update.isPending}
                    onChange={(event) => update.mutate({ email: { [type]: event.target.checked } })}
                  />
                }
              />
            ))}
            {update.isError ? (
              <Alert severity="error" sx={{ mt: 1 }}>
                {t('That change was not saved. Please try again.')}
              </Alert>
            ) : null}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
