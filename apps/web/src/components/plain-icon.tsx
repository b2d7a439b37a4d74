/**
 * Material icons' drawings (from @mui/icons-material, 24×24), for the parts of the public pages that
 * do not load the UI kit: an MUI icon brings SvgIcon, and with it the styling engine.
 */
/** An icon's drawing: the paths of a 24×24 Material icon. */
export type IconPaths = readonly string[];

// The header's icons and the search box's (the home page's and the search's). A page's other icons
// are defined beside it (home-icons.ts, search-icons.ts, listing-icons.ts): whatever this module
// holds is in the entry.
// i18n-ignore: SVG path data, not words.
export const ICON_MENU = ['M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z'] as const;
export const ICON_SEARCH = [
  'M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14',
] as const;
export const ICON_INSTALL_MOBILE_OUTLINED = [
  'M17 18H7V6h7V4H7V3h7V1.01L7 1c-1.1 0-2 .9-2 2v18c0 1.1.9 2 2 2h10c1.1 0 2-.9 2-2v-5h-2zm0 3H7v-1h10z',
  'm18 14 5-5-1.41-1.41L19 10.17V3h-2v7.17l-2.59-2.58L13 9z',
] as const;

/** A Material icon as a plain <svg>, drawn by the `site-icon` rule (layout/site-shell.css) like MUI's SvgIcon. */
export function PlainIcon({ icon, className }: { icon: IconPaths; className?: string }) {
  return (
    <svg className={className ? `site-icon ${className}` : 'site-icon'} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
      {icon.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
