/**
 * Material icons' drawings (from @mui/icons-material, 24×24), for the parts of the public pages that
 * do not load the UI kit: an MUI icon brings SvgIcon, and with it the styling engine.
 */
// i18n-ignore: SVG path data, not words.
export const ICON_PATHS = {
  menu: ['M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z'],
  installMobileOutlined: [
    'M17 18H7V6h7V4H7V3h7V1.01L7 1c-1.1 0-2 .9-2 2v18c0 1.1.9 2 2 2h10c1.1 0 2-.9 2-2v-5h-2zm0 3H7v-1h10z',
    'm18 14 5-5-1.41-1.41L19 10.17V3h-2v7.17l-2.59-2.58L13 9z',
  ],
} as const;

/** A Material icon as a plain <svg>, drawn by the `site-icon` rule (layout/site-shell.css) like MUI's SvgIcon. */
export function PlainIcon({ icon }: { icon: keyof typeof ICON_PATHS }) {
  return (
    <svg className="site-icon" focusable="false" aria-hidden="true" viewBox="0 0 24 24">
      {ICON_PATHS[icon].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
