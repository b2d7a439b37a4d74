/**
 * Escapes text for an HTML text node or a quoted attribute. Every text a person wrote (a listing,
 * a name, a message) goes through this before it reaches HTML the server writes (email, page heads).
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
