import type { AccountRole } from '@rentease/contract';
import { redirect } from 'react-router';
import { getUserSession, isAdminSignedIn, storedRole } from '../../lib/session';

/**
 * Route guards, run before an area's code loads. They decide what the browser
 * shows; the server enforces the same rules on every API call.
 */
export function userAreaGuard(allowed: AccountRole) {
  return () => {
    const role = storedRole();
    if (!role || !getUserSession()) throw redirect('/login');
    if (role !== allowed) throw redirect(`/${role}/dashboard`);
    return null;
  };
}

export function adminAreaGuard() {
  if (!isAdminSignedIn()) throw redirect('/admin/login');
  return null;
}
