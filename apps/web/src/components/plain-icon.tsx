/**
 * Material icons' drawings (from @mui/icons-material, 24×24), for the parts of the public pages that
 * do not load the UI kit: an MUI icon brings SvgIcon, and with it the styling engine.
 */
/** An icon's drawing: the paths of a 24×24 Material icon. */
export type IconPaths = readonly string[];

// The header's and the home page's icons. A page's other icons are defined beside it (the search's
// in features/properties/components/search-icons.ts): whatever this module holds is in the entry.
// i18n-ignore: SVG path data, not words.
export const ICON_MENU = ['M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z'] as const;
export const ICON_CHAT_BUBBLE_OUTLINE_OUTLINED = [
  'M20 2H4c-1.1 0-2 .9-2 2v18l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2m0 14H6l-2 2V4h16z',
] as const;
export const ICON_TRAVEL_EXPLORE = [
  'M19.3 16.9c.4-.7.7-1.5.7-2.4 0-2.5-2-4.5-4.5-4.5S11 12 11 14.5s2 4.5 4.5 4.5c.9 0 1.7-.3 2.4-.7l3.2 3.2 1.4-1.4zm-3.8.1c-1.4 0-2.5-1.1-2.5-2.5s1.1-2.5 2.5-2.5 2.5 1.1 2.5 2.5-1.1 2.5-2.5 2.5M12 20v2C6.48 22 2 17.52 2 12S6.48 2 12 2c4.84 0 8.87 3.44 9.8 8h-2.07c-.64-2.46-2.4-4.47-4.73-5.41V5c0 1.1-.9 2-2 2h-2v2c0 .55-.45 1-1 1H8v2h2v3H9l-4.79-4.79C4.08 10.79 4 11.38 4 12c0 4.41 3.59 8 8 8',
] as const;
export const ICON_VERIFIED_USER_OUTLINED = [
  'M12 1 3 5v6c0 5.55 3.84 10.74 9 12 5.16-1.26 9-6.45 9-12V5zm7 10c0 4.52-2.98 8.69-7 9.93-4.02-1.24-7-5.41-7-9.93V6.3l7-3.11 7 3.11zm-11.59.59L6 13l4 4 8-8-1.41-1.42L10 14.17z',
] as const;
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
