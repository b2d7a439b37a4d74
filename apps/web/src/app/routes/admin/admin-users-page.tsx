import './admin-users-page.css';
import type { AccountRole } from '@rentease/contract';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/layout/page-heading';
import { UsersTable } from '../../../features/admin/components/users-table';

/** Each table's search lives in the URL (?tenants=&landlords=), so reload, Back and a shared link keep it. */
const PARAM: Record<AccountRole, string> = { tenant: 'tenants', landlord: 'landlords' };

/** Users: the Tenants and Landlords tables, each with its own search. Drawn without MUI. */
export default function AdminUsersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // Each write builds on the URL the previous one left, even before the router has rendered it.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const setSearch = useCallback(
    (role: AccountRole, search: string) => {
      const next = new URLSearchParams(latest.current);
      if (search) next.set(PARAM[role], search);
      else next.delete(PARAM[role]);
      if (next.toString() === latest.current.toString()) return;
      latest.current = next;
      setParams(next, { replace: true, preventScrollReset: true });
    },
    [setParams],
  );
  return (
    <div>
      <PageHeading
        title={t('Users')}
        subtitle={t('Tenants and landlords on RentEase. A blocked account cannot sign in or use its sessions.')}
      />
      <div className="admin-users-tables">
        {(['tenant', 'landlord'] as const).map((role) => (
          <UsersTable
            key={role}
            role={role}
            search={params.get(PARAM[role]) ?? ''}
            onSearchChange={(search) => setSearch(role, search)}
          />
        ))}
      </div>
    </div>
  );
}
