/**
 * Where to go back to after signing in: a page of this site only. `next` comes from the URL, so
 * anything that could leave the site (`//evil.example`, `/\evil.example`, `https://…`) is ignored
 * rather than followed.
 */
export function safeReturnPath(raw: string | null | undefined): string | undefined {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return undefined;
  // Browsers drop tabs and newlines from URLs, so "/\n/evil.example" would become "//evil.example".
  if ([...raw].some((char) => char.charCodeAt(0) < 0x20)) return undefined;
  return raw;
}

/** The login page, coming back to `path` afterwards (e.g. a shared listing a visitor wants to book). */
export function loginPathFor(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`;
}
