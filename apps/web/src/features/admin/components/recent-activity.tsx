import HistoryIcon from '@mui/icons-material/History';
import { Alert, Box, Button, Card, CardContent, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { accountMessages } from '@rentease/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { translateApiMessage } from '../../../lib/i18n';
import { useOverview } from '../api/get-overview';

/** The latest entries of the audit log: what the admin changed, who did it and when (in the language shown). */
export function RecentActivity() {
  const { t } = useTranslation();
  const overview = useOverview();
  const titleId = useId();
  const entries = overview.data?.recentActivity ?? [];
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2">
          {t('Recent Activity')}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          {t('Changes admins made to accounts and messages')}
        </Typography>
        {overview.isPending ? (
          <Box aria-busy="true" aria-label={t('Loading recent activity')}>
            {[1, 2, 3].map((key) => (
              <Skeleton key={key} height={48} />
            ))}
          </Box>
        ) : overview.isError ? (
          <Alert severity="error" action={<Button onClick={() => void overview.refetch()}>{t('Retry')}</Button>}>
            {translateApiMessage(accountMessages.statsLoadFailed)}
          </Alert>
        ) : entries.length === 0 ? (
          <Box sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
            <HistoryIcon aria-hidden />
            <Typography>{t('Nothing has been changed yet.')}</Typography>
          </Box>
        ) : (
          <List dense disablePadding aria-label={t('Recent activity')}>
            {entries.map((entry) => (
              <ListItem key={entry.id} disableGutters divider sx={{ alignItems: 'flex-start' }}>
                <ListItemText
                  primary={entry.summary}
                  secondary={
                    <>
                      {entry.actor_name} · <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
                    </>
                  }
                  slotProps={{ primary: { sx: { fontWeight: 500, overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
