import { msg } from '../../lib/i18n';

/** The public header's links; Register is shown apart, highlighted. */
export const PUBLIC_LINKS = [
  { label: msg('Home'), to: '/' },
  { label: msg('Browse'), to: '/browse' },
  { label: msg('How It Works'), to: '/how-it-works' },
  { label: msg('Contact'), to: '/contact' },
  { label: msg('Login'), to: '/login' },
] as const;
