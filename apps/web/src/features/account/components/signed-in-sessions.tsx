import ComputerIcon from '@mui/icons-material/ComputerOutlined';
import { Alert, Box, Button, Chip, List, ListItem, ListItemIcon, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import { messages, type SignedInSession } from '@rentease/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { msg, translateApiMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { type SessionsAccount, useEndOtherSessions, useEndSession, useSignedInSessions } from '../api/signed-in-sessions';

const LOAD_FAILED = msg('Could not load where you are signed in.');
const END_FAILED = msg('Could not sign that device out. Please try again.');

/** 'Chrome 131 on Windows', or as much of it as the browser told. */
function deviceName(session: SignedInSession, t: TFunction): string {
  if (session.browser && session.os) return t('{{browser}} on {{os}}', { browser: session.browser, os: session.os });
  return session.browser ?? session.os ?? t('Unknown device');
}

/**
 * 'Where you're signed in': each device signed in to the account, this one first and marked, with
 * a way to sign any other out, or all of them at once.
 */
export function SignedInSessions({ as = 'user' }: { as?: SessionsAccount }) {
  const { t } = useTranslation();
  const sessions = useSignedInSessions(as);
  const endOne = useEndSession(as);
  const endOthers = useEndOtherSessions(as);

  if (sessions.isPending) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label={t('Loading where you are signed in')}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
      </Stack>
    );
  }
  if (sessions.isError) {
    return (
      <Alert severity="error" action={<Button onClick={() => void sessions.refetch()}>{t('Retry')}</Button>}>
        {t(LOAD_FAILED)}
      </Alert>
    );
  }

  // This device first, then the most recently used.
  const list = [...sessions.data].sort((a, b) => Number(b.current) - Number(a.current));
  const others = list.filter((session) => !session.current).length;

  const end = (session: SignedInSession) =>
    endOne.mutate(session.id, {
      onSuccess: (answer) => notify.success(answer.message, 'end-session'),
      onError: (error) =>
        notify.error(
          errorMessageOf(error, t(END_FAILED), translateApiMessage(messages.serverErrorPleaseTryAgain)),
          'end-session',
        ),
    });
  const endAllOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: (answer) => notify.success(answer.message, 'end-session'),
      onError: (error) =>
        notify.error(
          errorMessageOf(error, t(END_FAILED), translateApiMessage(messages.serverErrorPleaseTryAgain)),
          'end-session',
        ),
    });

  return (
    <Box>
      <List aria-label={t('Signed-in devices')} disablePadding>
        {list.map((session) => {
          const name = deviceName(session, t);
          return (
            <ListItem
              key={session.id}
              divider
              disableGutters
              secondaryAction={
                session.current ? (
                  <Chip label={t('This device')} color="primary" size="small" />
                ) : (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => end(session)}
                    disabled={endOne.isPending && endOne.variables === session.id}
                    aria-label={t('Sign out {{device}}', { device: name })}
                  >
                    {t('Sign out')}
                  </Button>
                )
              }
            >
              <ListItemIcon sx={{ minWidth: 40 }} aria-hidden>
                <ComputerIcon />
              </ListItemIcon>
              <ListItemText
                primary={name}
                secondary={
                  <>
                    {session.ip ? `${session.ip} · ` : ''}
                    {t('Last active {{lastActive}} · Signed in {{signedIn}}', {
                      lastActive: formatDateTime(session.last_seen_at),
                      signedIn: formatDateTime(session.created_at),
                    })}
                  </>
                }
              />
            </ListItem>
          );
        })}
      </List>
      {others > 0 ? (
        <Button variant="outlined" sx={{ mt: 2 }} onClick={endAllOthers} disabled={endOthers.isPending}>
          {t('Sign out of all other devices')}
        </Button>
      ) : (
        <Typography color="textSecondary" sx={{ mt: 2 }}>
          {t('You are not signed in anywhere else.')}
        </Typography>
      )}
    </Box>
  );
}
