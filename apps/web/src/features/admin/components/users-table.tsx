import '../../../components/plain-card.css';
import '../../../components/plain-table.css';
import '../../../components/typography.css';
import './users-table.css';
import { type AccountRole, type AdminUser, accountMessages } from '@rentease/contract';
import type { TFunction } from 'i18next';
import { type ReactNode, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainChip } from '../../../components/plain-chip';
import { PlainAlert, PlainProgressBar, PlainSkeleton } from '../../../components/plain-feedback';
import { PlainPendingButton } from '../../../components/plain-pending-button';
import { PlainSearchBox } from '../../../components/plain-search-box';
import { isSessionRefusal } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/form-errors';
import { formatNumber } from '../../../lib/format';
import { translateApiMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useDebouncedText } from '../../../lib/use-debounced';
import { useMediaQuery } from '../../../lib/use-media-query';
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

/** Below MUI's `sm` breakpoint (as users-table.css): phones get cards instead of the table. */
const PHONE_SCREEN = '(max-width: 599.95px)';

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
    <PlainPendingButton
      size="small"
      variant={user.blocked ? 'contained' : 'outlined'}
      color={user.blocked ? undefined : 'error'}
      onClick={toggle}
      pending={block.isPending}
      accessibleName={
        user.blocked ? t('Unblock {{name}}', { name: fullName(user) }) : t('Block {{name}}', { name: fullName(user) })
      }
      className="users-block-button"
    >
      {user.blocked ? t('Unblock') : t('Block')}
    </PlainPendingButton>
  );
}

function BlockedChip() {
  const { t } = useTranslation();
  return <PlainChip label={t('Blocked')} tone="error-outlined" />;
}

function UserRows({ users, role }: { users: AdminUser[]; role: AccountRole }) {
  return (
    <tbody>
      {users.map((user) => (
        <tr key={user.id} className={user.blocked ? 'users-row is-blocked' : 'users-row'}>
          <td>{user.first_name}</td>
          <td>{user.last_name}</td>
          <td className="users-email">{user.email}</td>
          <td className="users-phone">{user.phone || '-'}</td>
          <td className="is-numeric">
            <div className="users-actions">
              {user.blocked && <BlockedChip />}
              <BlockButton user={user} role={role} />
            </div>
          </td>
        </tr>
      ))}
    </tbody>
  );
}

/** Phones get one card per person: five columns do not fit 360 px. */
function UserCards({ users, role, label }: { users: AdminUser[]; role: AccountRole; label: string }) {
  const { t } = useTranslation();
  return (
    <ul className="users-cards" aria-label={label}>
      {users.map((user) => (
        <li key={user.id} className="plain-card users-card">
          <div className="users-card-head">
            <p className="users-card-name">{fullName(user)}</p>
            {user.blocked && <BlockedChip />}
          </div>
          <p className="type-body2 type-secondary users-email">{user.email}</p>
          <p className="type-body2 type-secondary">{t('Phone: {{phone}}', { phone: user.phone || '-' })}</p>
          <div className="users-card-action">
            <BlockButton user={user} role={role} />
          </div>
        </li>
      ))}
    </ul>
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
  const isPhone = useMediaQuery(PHONE_SCREEN);
  const { text, setText } = useDebouncedText(search, onSearchChange);
  // Trimmed for the server only: the box keeps the space typed before a surname.
  const query = search.trim();
  const list = useUsers(role, query);
  const users = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? 0;
  const isRefreshing = list.isPlaceholderData || (list.isFetching && !list.isFetchingNextPage && !list.isPending);

  let content: ReactNode;
  if (list.isError && !list.data) {
    content = (
      <PlainAlert severity="error" onRetry={() => void list.refetch()}>
        {translateApiMessage(accountMessages.usersLoadFailed)}
      </PlainAlert>
    );
  } else if (list.isPending) {
    content = (
      <div role="status" aria-busy="true" aria-label={texts.loading}>
        {[1, 2, 3].map((key) => (
          <PlainSkeleton key={key} className="users-skeleton" />
        ))}
      </div>
    );
  } else if (users.length === 0) {
    content = <p className="type-secondary users-empty">{query ? texts.noMatch(query) : texts.none}</p>;
  } else if (isPhone) {
    content = <UserCards users={users} role={role} label={texts.title} />;
  } else {
    content = (
      <div className="plain-table-container">
        <table className="plain-table is-small" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{t('First Name')}</th>
              <th scope="col">{t('Last Name')}</th>
              <th scope="col">{t('Email')}</th>
              <th scope="col">{t('Phone')}</th>
              <th scope="col" className="is-numeric">
                {t('Actions')}
              </th>
            </tr>
          </thead>
          <UserRows users={users} role={role} />
        </table>
      </div>
    );
  }

  return (
    <section className="plain-card users-table" aria-labelledby={titleId}>
      {isRefreshing && <PlainProgressBar label={texts.loading} className="users-refreshing" />}
      <div className="users-table-head">
        <div>
          <h2 id={titleId} className="type-h5">
            {texts.title}
          </h2>
          <p className="type-body2 type-secondary" role="status" data-testid={`${role}-count`}>
            {list.data ? texts.count(total, formatNumber(total), Boolean(query)) : ' '}
          </p>
        </div>
        <PlainSearchBox
          value={text}
          onChange={setText}
          placeholder={texts.placeholder}
          label={texts.placeholder.replace('...', '')}
          className="users-search"
        />
      </div>
      {content}
      {list.hasNextPage && (
        <div className="users-more">
          <p className="type-body2 type-secondary">
            {t('Showing {{shown}} of {{total}}', { shown: formatNumber(users.length), total: formatNumber(total) })}
          </p>
          <PlainPendingButton
            variant="text-primary"
            onClick={() => void list.fetchNextPage()}
            pending={list.isFetchingNextPage}
            pendingLabel={t('Loading...')}
          >
            {texts.loadMore}
          </PlainPendingButton>
        </div>
      )}
    </section>
  );
}
