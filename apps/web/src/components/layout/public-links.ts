/** The public header's links; Register is shown apart, highlighted. */
export const PUBLIC_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'Browse', to: '/browse' },
  { label: 'How It Works', to: '/how-it-works' },
  { label: 'Contact', to: '/contact' },
  { label: 'Login', to: '/login' },
] as const;
