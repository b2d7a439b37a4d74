/**
 * Messages with values in them ("Choose a move-in date between {{from}} and {{to}}.") reach the
 * translator already filled in, as English. These helpers find the template an English text was
 * filled from and the values it was filled with, so the text can be told again in another language.
 */

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Puts `values` into a template's {{placeholders}}; a placeholder without a value stays as it is. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The names of a template's placeholders, in order. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}

type CompiledTemplate = { template: string; pattern: RegExp; names: string[] };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(template: string): CompiledTemplate {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    source += escapeRegExp(template.slice(last, match.index));
    source += '(.+?)';
    names.push(match[1] ?? '');
    last = (match.index ?? 0) + match[0].length;
  }
  source += escapeRegExp(template.slice(last));
  return { template, pattern: new RegExp(`^${source}$`, 's'), names };
}

/** Finds, among `templates`, the one an English text was filled from. */
export function templateMatcher(templates: Iterable<string>) {
  const compiled = [...templates].filter((t) => placeholdersOf(t).length > 0).map(compile);
  return (text: string): { template: string; values: Record<string, string> } | undefined => {
    for (const { template, pattern, names } of compiled) {
      const match = pattern.exec(text);
      if (!match) continue;
      const values: Record<string, string> = {};
      names.forEach((name, index) => {
        values[name] = match[index + 1] ?? '';
      });
      return { template, values };
    }
    return undefined;
  };
}
