import BookIcon from '@mui/icons-material/EventAvailableOutlined';
import FlagIcon from '@mui/icons-material/FlagOutlined';
import HomeWorkIcon from '@mui/icons-material/HomeWorkOutlined';
import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';

/** The sections of the admin area, in the sidebar's order. */
export const ADMIN_SECTIONS = [
  { label: 'Dashboard', to: '/admin/dashboard', icon: <DashboardIcon /> },
  { label: 'Users', to: '/admin/users', icon: <PeopleIcon /> },
  { label: 'Properties', to: '/admin/properties', icon: <HomeWorkIcon /> },
  { label: 'Bookings', to: '/admin/bookings', icon: <BookIcon /> },
  { label: 'Transactions', to: '/admin/transactions', icon: <ReceiptIcon /> },
  {
    label: 'Notifications',
    to: '/admin/notifications',
    icon: <NotificationsIcon />,
  },
  { label: 'Reports', to: '/admin/reports', icon: <FlagIcon /> },
];
