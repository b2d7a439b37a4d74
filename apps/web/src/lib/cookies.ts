const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The value of the cookie `name` in this browser, decoded; undefined outside a browser or when it is not set. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const value = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];
  return value === undefined ? undefined : decodeURIComponent(value);
}

/**
 * Keeps `value` in the cookie `name` for a year, for every page of the site (the server reads some
 * of them to answer a page); undefined removes it.
 */
export function writeCookie(name: string, value: string | undefined): void {
  if (typeof document === 'undefined') return;
  const kept = value === undefined ? '; max-age=0' : `${encodeURIComponent(value)}; max-age=${ONE_YEAR_SECONDS}`;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox, and these cookies are plain values.
  document.cookie = `${name}=${kept}; path=/; samesite=lax`;
}
