import BookIcon from '@mui/icons-material/EventAvailableOutlined';
import FlagIcon from '@mui/icons-material/FlagOutlined';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import HomeWorkIcon from '@mui/icons-material/HomeWorkOutlined';
import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import { msg } from '../../../lib/i18n';

/** The sections of the admin area, in the sidebar's order. */
export const ADMIN_SECTIONS = [
  { label: msg('Dashboard'), to: '/admin/dashboard', icon: <DashboardIcon /> },
  { label: msg('Users'), to: '/admin/users', icon: <PeopleIcon /> },
  { label: msg('Properties'), to: '/admin/properties', icon: <HomeWorkIcon /> },
  { label: msg('Bookings'), to: '/admin/bookings', icon: <BookIcon /> },
  { label: msg('Transactions'), to: '/admin/transactions', icon: <ReceiptIcon /> },
  {
    label: msg('Notifications'),
    to: '/admin/notifications',
    icon: <NotificationsIcon />,
  },
  { label: msg('Reports'), to: '/admin/reports', icon: <FlagIcon /> },
  { label: msg('Audit log'), to: '/admin/audit', icon: <HistoryIcon /> },
];
