import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import {
  Badge,
  Box,
  Button,
  Chip,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Popover,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-read';
import type { BellOwner } from '../api/notifications-keys';

/** "9+" beyond nine, as the Messages badge. */
const badgeText = (count: number) => (count > 9 ? '9+' : String(count));

/**
 * The bell in the area's top bar: the unread count, and a panel of the newest
 * notifications, each a link to its page. Opening the panel reads them (the count clears; what
 * was new stays marked 'New' while the panel is open).
 */
export function NotificationBell({ as, enabled = true }: { as: BellOwner; enabled?: boolean }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const headingId = useId();
  const query = useNotifications(as, enabled);
  const markAll = useMarkAllNotificationsRead(as);
  const unread = query.data?.unread_count ?? 0;
  const open = anchor !== null;

  const openPanel = (target: HTMLElement) => {
    setAnchor(target);
    if (unread > 0 && !markAll.isPending) markAll.mutate();
  };
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        aria-label={unread > 0 ? t('Notifications, {{count}} unread', { count: unread }) : t('Notifications')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event) => openPanel(event.currentTarget)}
      >
        <Badge badgeContent={unread > 0 ? badgeText(unread) : undefined} color="error" data-testid="notification-count">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-labelledby': headingId, sx: { width: 380, maxWidth: 'calc(100vw - 24px)' } },
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1.5, pb: 1 }}>
          <Typography id={headingId} variant="h6" component="h2">
            {t('Notifications')}
          </Typography>
          <Button size="small" onClick={() => markAll.mutate()} disabled={markAll.isPending || unread === 0}>
            {t('Mark all as read')}
          </Button>
        </Stack>
        {query.isPending ? (
          <Stack spacing={1} sx={{ p: 2 }} aria-busy="true" aria-label={t('Loading notifications')}>
            <Skeleton variant="rounded" height={48} />
            <Skeleton variant="rounded" height={48} />
          </Stack>
        ) : query.isError ? (
          <Box sx={{ px: 2, pb: 2 }}>
            <Typography color="textSecondary">{t('Notifications could not be loaded.')}</Typography>
            <Button onClick={() => void query.refetch()}>{t('Retry')}</Button>
          </Box>
        ) : query.data.notifications.length === 0 ? (
          <Typography color="textSecondary" sx={{ px: 2, pb: 2 }}>
            {t("You're all caught up. Nothing new here.")}
          </Typography>
        ) : (
          <List dense sx={{ maxHeight: 420, overflowY: 'auto', pt: 0 }} aria-labelledby={headingId}>
            {query.data.notifications.map((notification) => (
              <ListItemButton key={notification.id} component={RouterLink} to={notification.link} onClick={close} divider>
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Typography component="span" sx={{ fontWeight: notification.read_at ? 400 : 700 }}>
                        {notification.title}
                      </Typography>
                      {notification.read_at ? null : <Chip label={t('New')} color="primary" size="small" />}
                    </Stack>
                  }
                  secondary={
                    <>
                      {notification.body ? (
                        <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                          {notification.body}
                        </Typography>
                      ) : null}
                      <Typography component="span" variant="caption" color="textSecondary">
                        {formatDateTime(notification.created_at)}
                      </Typography>
                    </>
                  }
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}
