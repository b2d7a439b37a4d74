import {
  ICON_EVENT_AVAILABLE,
  ICON_FLAG,
  ICON_HISTORY,
  ICON_HOME_WORK,
  ICON_NOTIFICATIONS_NONE,
  ICON_PEOPLE,
  ICON_RECEIPT_LONG,
  ICON_SPACE_DASHBOARD,
} from '../../../components/layout/area-icons';
import { msg } from '../../../lib/i18n';

/** The sections of the admin area, in the sidebar's order. */
export const ADMIN_SECTIONS = [
  { label: msg('Dashboard'), to: '/admin/dashboard', icon: ICON_SPACE_DASHBOARD },
  { label: msg('Users'), to: '/admin/users', icon: ICON_PEOPLE },
  { label: msg('Properties'), to: '/admin/properties', icon: ICON_HOME_WORK },
  { label: msg('Bookings'), to: '/admin/bookings', icon: ICON_EVENT_AVAILABLE },
  { label: msg('Transactions'), to: '/admin/transactions', icon: ICON_RECEIPT_LONG },
  {
    label: msg('Notifications'),
    to: '/admin/notifications',
    icon: ICON_NOTIFICATIONS_NONE,
  },
  { label: msg('Reports'), to: '/admin/reports', icon: ICON_FLAG },
  { label: msg('Audit log'), to: '/admin/audit', icon: ICON_HISTORY },
];
