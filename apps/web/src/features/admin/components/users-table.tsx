import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  CircularProgress,
  InputAdornment,
  LinearProgress,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type AccountRole, type AdminUser, accountMessages } from '@rentease/contract';
import type { TFunction } from 'i18next';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../../components/pending-button';
import { isSessionRefusal } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/form-errors';
import { formatNumber } from '../../../lib/format';
import { translateApiMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useDebouncedText } from '../../../lib/use-debounced';
import { useBlockUser } from '../api/block-user';
import { useUsers } from '../api/get-users';

/** What a table says about its people; each sentence whole, so every language words it its own way. */
function textsOf(role: AccountRole, t: TFunction) {
  if (role === 'tenant') {
    return {
      title: t('Tenants'),
      loading: t('Loading tenants'),
      loadMore: t('Load more tenants'),
      count: (count: number, shown: string, found: boolean) =>
        found ? t('{{shown}} tenants found', { count, shown }) : t('{{shown}} tenants', { count, shown }),
      none: t('No tenants yet.'),
      noMatch: (query: string) => t('No tenants match "{{query}}".', { query }),
      placeholder: translateApiMessage(accountMessages.searchTenants),
    };
  }
  return {
    title: t('Landlords'),
    loading: t('Loading landlords'),
    loadMore: t('Load more landlords'),
    count: (count: number, shown: string, found: boolean) =>
      found ? t('{{shown}} landlords found', { count, shown }) : t('{{shown}} landlords', { count, shown }),
    none: t('No landlords yet.'),
    noMatch: (query: string) => t('No landlords match "{{query}}".', { query }),
    placeholder: translateApiMessage(accountMessages.searchLandlords),
  };
}

const fullName = (user: AdminUser) => `${user.first_name} ${user.last_name}`.trim();

/** Block or Unblock: sends the opposite of the current state; disabled until the list has reloaded. */
function BlockButton({ user, role }: { user: AdminUser; role: AccountRole }) {
  const { t } = useTranslation();
  const block = useBlockUser();
  const toggle = () => {
    if (block.isPending) return;
    block.mutate(
      { email: user.email, role, blocked: !user.blocked },
      {
        onError: (error) => {
          if (isSessionRefusal(error)) return;
          notify.error(errorMessageOf(error, translateApiMessage(accountMessages.blockFailed)), 'block-user');
        },
      },
    );
  };
  return (
    <PendingButton
      size="small"
      variant={user.blocked ? 'contained' : 'outlined'}
      color={user.blocked ? 'primary' : 'error'}
      onClick={toggle}
      pending={block.isPending}
      aria-label={user.blocked ? t('Unblock {{name}}', { name: fullName(user) }) : t('Block {{name}}', { name: fullName(user) })}
      sx={{ minWidth: 96, whiteSpace: 'nowrap' }}
    >
      {user.blocked ? t('Unblock') : t('Block')}
    </PendingButton>
  );
}

function BlockedChip() {
  const { t } = useTranslation();
  return <Chip label={t('Blocked')} size="small" color="error" variant="outlined" />;
}

function UserRows({ users, role }: { users: AdminUser[]; role: AccountRole }) {
  return (
    <TableBody>
      {users.map((user) => (
        <TableRow key={user.id} hover sx={user.blocked ? { bgcolor: 'rgba(220,38,38,0.04)' } : undefined}>
          <TableCell>{user.first_name}</TableCell>
          <TableCell>{user.last_name}</TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>{user.email}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{user.phone || '-'}</TableCell>
          <TableCell align="right">
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
              {user.blocked && <BlockedChip />}
              <BlockButton user={user} role={role} />
            </Stack>
          </TableCell>
        </TableRow>
      ))}
    </TableBody>
  );
}

/** Phones get one card per person: five columns do not fit 360 px. */
function UserCards({ users, role, label }: { users: AdminUser[]; role: AccountRole; label: string }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {users.map((user) => (
        <Card component="li" key={user.id} variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{fullName(user)}</Typography>
            {user.blocked && <BlockedChip />}
          </Stack>
          <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t('Phone: {{phone}}', { phone: user.phone || '-' })}
          </Typography>
          <Box sx={{ mt: 1.5 }}>
            <BlockButton user={user} role={role} />
          </Box>
        </Card>
      ))}
    </Box>
  );
}

/**
 * Tenants or Landlords for the admin: the people of one role with their own
 * search box (matched on the server on first name, last name, email or phone, case-insensitively),
 * Block/Unblock per person, and more on request for long lists.
 */
export function UsersTable({
  role,
  search,
  onSearchChange,
}: {
  role: AccountRole;
  /** The search as the URL holds it. */
  search: string;
  onSearchChange: (search: string) => void;
}) {
  const { t } = useTranslation();
  const texts = textsOf(role, t);
  const titleId = useId();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const { text, setText } = useDebouncedText(search, onSearchChange);
  // Trimmed for the server only: the box keeps the space typed before a surname.
  const query = search.trim();
  const list = useUsers(role, query);
  const users = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? 0;
  const isRefreshing = list.isPlaceholderData || (list.isFetching && !list.isFetchingNextPage && !list.isPending);

  let content: React.ReactNode;
  if (list.isError && !list.data) {
    content = (
      <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{t('Retry')}</Button>}>
        {translateApiMessage(accountMessages.usersLoadFailed)}
      </Alert>
    );
  } else if (list.isPending) {
    content = (
      <Box aria-busy="true" aria-label={texts.loading}>
        {[1, 2, 3].map((key) => (
          <Skeleton key={key} height={52} />
        ))}
      </Box>
    );
  } else if (users.length === 0) {
    content = (
      <Typography color="textSecondary" sx={{ py: 4, textAlign: 'center' }}>
        {query ? texts.noMatch(query) : texts.none}
      </Typography>
    );
  } else if (isPhone) {
    content = <UserCards users={users} role={role} label={texts.title} />;
  } else {
    content = (
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table aria-labelledby={titleId} size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('First Name')}</TableCell>
              <TableCell>{t('Last Name')}</TableCell>
              <TableCell>{t('Email')}</TableCell>
              <TableCell>{t('Phone')}</TableCell>
              <TableCell align="right">{t('Actions')}</TableCell>
            </TableRow>
          </TableHead>
          <UserRows users={users} role={role} />
        </Table>
      </TableContainer>
    );
  }

  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 }, position: 'relative' }}>
      {isRefreshing && <LinearProgress aria-label={texts.loading} sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Box>
          <Typography id={titleId} variant="h5" component="h2">
            {texts.title}
          </Typography>
          <Typography variant="body2" color="textSecondary" role="status" data-testid={`${role}-count`}>
            {list.data ? texts.count(total, formatNumber(total), Boolean(query)) : ' '}
          </Typography>
        </Box>
        <TextField
          type="search"
          size="small"
          placeholder={texts.placeholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          sx={{ width: { xs: '100%', sm: 280 } }}
          slotProps={{
            htmlInput: { 'aria-label': texts.placeholder.replace('...', ''), maxLength: 100 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Stack>
      {content}
      {list.hasNextPage && (
        <Stack spacing={1} sx={{ alignItems: 'center', mt: 2 }}>
          <Typography variant="body2" color="textSecondary">
            {t('Showing {{shown}} of {{total}}', { shown: formatNumber(users.length), total: formatNumber(total) })}
          </Typography>
          <Button
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
            startIcon={list.isFetchingNextPage ? <CircularProgress size={16} aria-hidden /> : undefined}
          >
            {list.isFetchingNextPage ? t('Loading...') : texts.loadMore}
          </Button>
        </Stack>
      )}
    </Card>
  );
}
