import BookIcon from '@mui/icons-material/EventAvailableOutlined';
import FlagIcon from '@mui/icons-material/FlagOutlined';
import HomeWorkIcon from '@mui/icons-material/HomeWorkOutlined';
import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';

/** The sections of the admin area (spec §2, and Reports from issue 11), shared by the sidebar and Quick Access. */
export const ADMIN_SECTIONS = [
  { label: 'Dashboard', to: '/admin/dashboard', icon: <DashboardIcon />, description: 'Platform statistics at a glance' },
  { label: 'Users', to: '/admin/users', icon: <PeopleIcon />, description: 'Tenants and landlords; block or unblock' },
  { label: 'Properties', to: '/admin/properties', icon: <HomeWorkIcon />, description: 'Every listing on the platform' },
  { label: 'Bookings', to: '/admin/bookings', icon: <BookIcon />, description: 'All bookings with tenant details' },
  { label: 'Transactions', to: '/admin/transactions', icon: <ReceiptIcon />, description: 'Payments and their status' },
  {
    label: 'Notifications',
    to: '/admin/notifications',
    icon: <NotificationsIcon />,
    description: 'Contact messages from visitors',
  },
  { label: 'Reports', to: '/admin/reports', icon: <FlagIcon />, description: 'Flagged listings; hide or unhide' },
];
