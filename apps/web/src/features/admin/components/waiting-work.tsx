import FlagIcon from '@mui/icons-material/FlagOutlined';
import MailIcon from '@mui/icons-material/MailOutlined';
import ReplayIcon from '@mui/icons-material/ReplayOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { type AdminOverview, accountMessages } from '@rentease/contract';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { translateApiMessage } from '../../../lib/i18n';
import { useOverview } from '../api/get-overview';

type WaitingItem = {
  key: string;
  count: number;
  label: string;
  detail?: string;
  action: string;
  to: string;
  icon: React.ReactNode;
};

function itemsOf(attention: AdminOverview['attention'], t: TFunction): WaitingItem[] {
  return [
    {
      key: 'reports',
      count: attention.openReports,
      label: t('{{count}} open reports', { count: attention.openReports }),
      detail: attention.oldestOpenReportAt
        ? t('Waiting since {{date}}', { date: formatDateTime(attention.oldestOpenReportAt) })
        : undefined,
      action: t('Review reports'),
      to: '/admin/reports',
      icon: <FlagIcon />,
    },
    {
      key: 'refunds',
      count: attention.refundsPending,
      label: t('{{count}} refunds not yet through', { count: attention.refundsPending }),
      detail: t('Retried every hour until the card network confirms'),
      action: t('See transactions'),
      to: '/admin/transactions',
      icon: <ReplayIcon />,
    },
    {
      key: 'messages',
      count: attention.unreadMessages,
      label: t('{{count}} unread messages', { count: attention.unreadMessages }),
      detail: t('From the contact form'),
      action: t('Read messages'),
      to: '/admin/notifications',
      icon: <MailIcon />,
    },
  ];
}

/**
 * What needs the admin now, first on the dashboard: open reports (from the longest-waiting), refunds
 * the card network has not confirmed, unread contact messages. Only what is waiting is shown; the
 * sidebar already lists every section.
 */
export function WaitingWork() {
  const { t } = useTranslation();
  const overview = useOverview();
  const titleId = useId();
  const waiting = overview.data ? itemsOf(overview.data.attention, t).filter((item) => item.count > 0) : [];

  let content: React.ReactNode;
  if (overview.isPending) {
    content = <Skeleton height={72} aria-busy="true" aria-label={t('Loading what needs you')} />;
  } else if (overview.isError) {
    content = (
      <Alert severity="error" action={<Button onClick={() => void overview.refetch()}>{t('Retry')}</Button>}>
        {translateApiMessage(accountMessages.statsLoadFailed)}
      </Alert>
    );
  } else if (waiting.length === 0) {
    content = (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary', py: 1 }}>
        <TaskAltIcon color="success" aria-hidden />
        <Typography>{t('Nothing needs you right now.')}</Typography>
      </Stack>
    );
  } else {
    content = (
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        {waiting.map((item) => (
          <Card component="li" key={item.key} variant="outlined" sx={{ borderLeft: 4, borderLeftColor: 'warning.main' }}>
            <CardContent sx={{ display: 'grid', gap: 1 }}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Box sx={{ color: 'warning.dark', display: 'grid' }} aria-hidden>
                  {item.icon}
                </Box>
                <Typography sx={{ fontWeight: 700 }}>{item.label}</Typography>
              </Stack>
              {item.detail && (
                <Typography variant="body2" color="textSecondary">
                  {item.detail}
                </Typography>
              )}
              <Box>
                <Button component={RouterLink} to={item.to} size="small" variant="outlined">
                  {item.action}
                </Button>
              </Box>
            </CardContent>
          </Card>
        ))}
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {t('Needs you now')}
      </Typography>
      {content}
    </Box>
  );
}
