// Reads the web app's source for its texts: the English texts it shows without the catalogue
// (literal strings a person would read), and the keys it asks the catalogue for (t('…'),
// i18n.t('…'), msg('…'), <Trans i18nKey="…">). Used by scripts/i18n.test.ts and by
// `npm run i18n` (node scripts/i18n.mjs), which lists what is missing and adds English entries.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'oxc-parser';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const webSource = path.join(root, 'apps/web/src');
export const localesDir = path.join(root, 'packages/i18n/locales');

/** JSX attributes whose text a person reads (or hears, from a screen reader). */
const TEXT_ATTRIBUTES = new Set([
  'title',
  'label',
  'placeholder',
  'alt',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'helperText',
  'emptyText',
  'heading',
  'subheader',
  'primary',
  'secondary',
  'description',
  'message',
  'caption',
  'confirmLabel',
  'cancelLabel',
  'tooltip',
]);

/** A property, parameter or variable whose name says it holds words for people. */
const isTextName = (name) =>
  typeof name === 'string' &&
  (TEXT_ATTRIBUTES.has(name) ||
    /^(?:text|textContent|ariaLabel|headerName|emptyMessage)$/.test(name) ||
    /(?:Label|Title|Text|Message|Description|Hint|Caption|Heading)$/.test(name)) &&
  name !== 'enterKeyHint';

/** Attributes that hold code, never words, whatever they look like. */
const CODE_ATTRIBUTES = new Set([
  'className',
  'id',
  'href',
  'to',
  'src',
  'srcSet',
  'sizes',
  'type',
  'name',
  'role',
  'key',
  'value',
  'defaultValue',
  'component',
  'variant',
  'color',
  'autoComplete',
  'inputMode',
  'rel',
  'target',
  'lang',
  'htmlFor',
  'aria-controls',
  'aria-labelledby',
  'aria-describedby',
  'form',
  'accept',
  'pattern',
  'method',
  'download',
  'fetchPriority',
  'loading',
  'decoding',
]);

/** Words that are the same in every language: names of things, not sentences. */
const UNTRANSLATED = /^(RentEase|UPI|PAN|PDF|CSV|JSON|HRA|GST|OTP|ID|OK|Stripe|Razorpay|sq ft|₹)$/;

const hasWords = (text) => /[A-Za-z]{2,}/.test(text) && !UNTRANSLATED.test(text.trim());
// A path with {placeholders} (an API route) is code too.
const isSentence = (text) => /[A-Za-z]{2,}[\s,.:!?'’-]+[A-Za-z]{2,}/.test(text) && !/^[\w./:{}-]+$/.test(text.trim());
const looksLikeCode = (text) =>
  /^[a-z][a-zA-Z0-9-]*$/.test(text) || (/^[/.#?&=\w-]*$/.test(text) && !/\s/.test(text) && /[/.#=]/.test(text));

/**
 * Plain code (a function's result, a default, a branch of a condition) holds words for people and
 * words for the machine side by side; these tell them apart. Code: addresses and paths, CSS values,
 * identifiers (`pending`, `move-in`, `due_date`, `BOOKED`), date patterns, MIME types.
 */
const CSS_VALUE =
  /^(?:#[\da-f]{3,8}|(?:[\d.]+|\{…\})(?:px|rem|em|%|vh|vw|ms|s|fr|deg)?|solid|dashed|dotted|none|auto|inherit|transparent|center|flex|grid|block|inline|absolute|relative|hidden|visible|nowrap|pointer|bold|normal|italic|uppercase|[\s,()/#.-]|rgba?|hsla?|calc|repeat|minmax|translate[XY]?|scale|rotate|var|linear-gradient|to|top|bottom|left|right|ease(?:-in|-out|-in-out)?|{…})+$/i;
const isPlainCode = (text) => {
  const trimmed = text.trim();
  return (
    looksLikeCode(trimmed) ||
    /^(?:[a-z][a-z0-9]*(?:[-_.:][a-z0-9]+)*|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)$/.test(trimmed) ||
    /^(?:https?:|mailto:|tel:|data:|blob:|\/|\.\.?\/|#|\?|&)/.test(trimmed) ||
    /^[\w.+-]+\/[\w.+*-]+$/.test(trimmed) ||
    (/^[{}…\w./:?&=#%@*!-]*$/.test(trimmed.replace(/\{…\}/g, '')) && !/[A-Z][a-z]+/.test(trimmed) && !/\s/.test(trimmed)) ||
    /^[yMdHhmsaEQLo\s/.,:'’-]+$/.test(trimmed) ||
    // An Authorization header, a cookie, a CSS selector, a CSS rule.
    /^Bearer \{…\}$/.test(trimmed) ||
    /^[^{}]+\{\s*(?:[a-z-]+\s*:\s*[^;{}]+;?\s*)+\}$/.test(trimmed) ||
    /[\w\]}]=/.test(trimmed) ||
    CSS_VALUE.test(trimmed)
  );
};
/** Words a person reads, in plain code: a sentence, a phrase, or one capitalised word ("Pending"). */
const BRANDS = /\b(?:RentEase|UPI|Stripe|Razorpay|Twitter|LinkedIn|Instagram|Facebook|WhatsApp|YouTube|Google)\b/g;
const isPlainText = (text) =>
  hasWords(text.replace(BRANDS, '')) &&
  !isPlainCode(text) &&
  (isSentence(text) || /(^|[^\w{])[A-Z][a-z]{2,}/.test(text) || /\{…\}\s+[a-z]{2,}|[a-z]{2,}\s+\{…\}/.test(text));

/** Calls whose string arguments are keys (checked against the catalogues) or meant for developers. */
const KEY_CALLEES = new Set(['t', 'msg']);
const DEVELOPER_CALLEES = new Set(['Error', 'TypeError', 'RangeError', 'console', 'invariant', 'describe', 'it', 'test']);
/** DOM lookups, whose string arguments are CSS selectors ("a[href], label, input"), never shown. */
const SELECTOR_CALLEES = new Set(['closest', 'matches', 'querySelector', 'querySelectorAll']);

/** Calls that format for a locale named in their first argument (the one `Intl.*` constructors take too). */
const LOCALE_CALLEES =
  /^(?:toLocaleString|toLocaleDateString|toLocaleTimeString|DateTimeFormat|NumberFormat|RelativeTimeFormat|PluralRules|ListFormat)$/;

function calleeName(callee) {
  if (!callee) return undefined;
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && !callee.computed) {
    const object = callee.object.type === 'Identifier' ? callee.object.name : undefined;
    if (object === 'console') return 'console';
    return callee.property.name;
  }
  return undefined;
}

function stringOf(node) {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? q.value.raw).join('{…}');
  return undefined;
}

let starts = { source: '', offsets: [0] };
/** The 1-based line of an offset: the source's line starts are found once, then searched. */
function lineOf(source, offset) {
  if (starts.source !== source) {
    const offsets = [0];
    for (let i = 0; i < source.length; i++) if (source.charCodeAt(i) === 10) offsets.push(i + 1);
    starts = { source, offsets };
  }
  const { offsets } = starts;
  let low = 0;
  let high = offsets.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (offsets[mid] <= offset) low = mid;
    else high = mid - 1;
  }
  return low + 1;
}

/**
 * Scans one source file. Returns the literal texts a person would read (with their line) and the
 * catalogue keys the file asks for ({ key, plural, namespace }).
 */
export function scanSource(file, source) {
  const { program, errors, comments } = parseSync(file, source, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' });
  if (errors.length > 0) throw new Error(`${file}: ${errors[0].message}`);
  const literals = [];
  const keys = [];
  // `// i18n-ignore: <why>` keeps words that are the same in every language (names, fonts) out of
  // the report: on the comment's own line, and in the whole statement or property after it.
  const ignores = comments.filter((c) => /\bi18n-ignore\b/.test(c.value)).map((c) => c.end);
  const ignoredLines = new Set(ignores.map((end) => lineOf(source, end)));
  const ignoredRanges = [];
  const report = (node, text) => {
    const line = lineOf(source, node.start);
    if (ignoredLines.has(line) || ignoredRanges.some(([start, end]) => node.start >= start && node.start < end)) return;
    literals.push({ line, text: text.trim().slice(0, 80) });
  };

  /** A string a person reads, where it is shown: a JSX child or a text attribute's value. */
  const checkShown = (node) => {
    if (!node) return;
    switch (node.type) {
      case 'Literal':
      case 'TemplateLiteral': {
        const text = stringOf(node);
        if (text !== undefined && hasWords(text)) report(node, text);
        if (node.type === 'TemplateLiteral') node.expressions.forEach(checkShown);
        return;
      }
      case 'ConditionalExpression':
        checkShown(node.consequent);
        checkShown(node.alternate);
        return;
      case 'LogicalExpression':
        checkShown(node.right);
        return;
      case 'ParenthesizedExpression':
      case 'TSAsExpression':
        checkShown(node.expression);
        return;
      default:
    }
  };

  /**
   * A string plain code hands on to be shown (a function's result, a branch of a condition, a text
   * property or default): words for people, not for the machine.
   */
  const checkPlain = (node) => {
    if (!node) return;
    switch (node.type) {
      case 'Literal': {
        const text = stringOf(node);
        if (text !== undefined && isPlainText(text)) report(node, text);
        return;
      }
      case 'TemplateLiteral': {
        const text = stringOf(node);
        if (isPlainText(text)) report(node, text);
        // Words chosen by a condition and joined into prose (`${n} ${n === 1 ? 'month' : 'months'}`):
        // a plural or a sentence glued from pieces.
        else if (node.expressions.length > 1 && /\{…\}\s+\{…\}/.test(text)) node.expressions.forEach(checkGlued);
        node.expressions.forEach(checkPlain);
        return;
      }
      case 'ConditionalExpression':
        checkPlain(node.consequent);
        checkPlain(node.alternate);
        return;
      case 'LogicalExpression':
        checkPlain(node.left);
        checkPlain(node.right);
        return;
      case 'ParenthesizedExpression':
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
        checkPlain(node.expression);
        return;
      default:
    }
  };
  const checkGlued = (node) => {
    if (node?.type === 'ConditionalExpression') {
      for (const branch of [node.consequent, node.alternate]) {
        const text = stringOf(branch);
        if (text !== undefined && /^[a-z]{2,}(?: [a-z]+)*$/i.test(text.trim())) report(branch, text);
      }
    }
  };

  const visit = (node, parent) => {
    if (!node || typeof node.type !== 'string') return;
    // The first node after an ignore comment, in source order, is the outermost one that follows it.
    while (ignores.length > 0 && node.start >= ignores[0]) {
      ignores.shift();
      ignoredRanges.push([node.start, node.end]);
    }
    switch (node.type) {
      case 'ImportDeclaration':
      case 'ExportAllDeclaration':
      case 'TSImportType':
      case 'TSLiteralType':
        return;
      case 'JSXText':
        if (hasWords(node.value)) report(node, node.value);
        return;
      case 'JSXExpressionContainer':
        if (parent?.type === 'JSXElement' || parent?.type === 'JSXFragment') checkShown(node.expression);
        break;
      case 'JSXAttribute': {
        const name =
          node.name.type === 'JSXNamespacedName' ? `${node.name.namespace.name}:${node.name.name.name}` : node.name.name;
        if (name === 'i18nKey') {
          const key = stringOf(node.value);
          if (key !== undefined) keys.push({ key, plural: false, namespace: 'web', line: lineOf(source, node.start) });
          return;
        }
        if (CODE_ATTRIBUTES.has(name) || name.startsWith('data-') || name === 'sx' || name === 'style') return;
        const value = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        if (TEXT_ATTRIBUTES.has(name)) {
          checkShown(value);
        } else {
          const text = stringOf(value);
          if (text !== undefined && hasWords(text) && !looksLikeCode(text)) report(node, text);
        }
        if (node.value?.type === 'JSXExpressionContainer') visit(node.value.expression, node);
        return;
      }
      case 'CallExpression':
      case 'NewExpression': {
        const callee = calleeName(node.callee);
        if (callee && KEY_CALLEES.has(callee)) {
          const key = stringOf(node.arguments[0]);
          if (key !== undefined && node.arguments[0].type === 'Literal') {
            const options = node.arguments[1]?.type === 'ObjectExpression' ? node.arguments[1].properties : [];
            const propertyNamed = (n) => options.find((p) => p.type === 'Property' && (p.key.name ?? p.key.value) === n);
            const ns = stringOf(propertyNamed('ns')?.value);
            keys.push({ key, plural: Boolean(propertyNamed('count')), namespace: ns ?? 'web', line: lineOf(source, node.start) });
          }
          for (const arg of node.arguments.slice(1)) visit(arg, node);
          return;
        }
        if (callee && (DEVELOPER_CALLEES.has(callee) || SELECTOR_CALLEES.has(callee))) return;
        // Numbers and dates in a fixed English locale stay English in every language (lib/format follows the reader's).
        const localeArgument = callee && LOCALE_CALLEES.test(callee) ? node.arguments[0] : undefined;
        if (stringOf(localeArgument) !== undefined && /^en(?:-(?:IN|US|GB))?$/.test(stringOf(localeArgument))) {
          report(localeArgument, `fixed locale '${stringOf(localeArgument)}'`);
        }
        // date-fns writes month and day names in English unless it is given a locale.
        const pattern = callee === 'format' && node.arguments.length === 2 ? stringOf(node.arguments[1]) : undefined;
        if (pattern !== undefined && /MMM|LLL|EEE|ccc|PPP|aaa/.test(pattern.replace(/'[^']*'/g, ''))) {
          report(node.arguments[1], `English names in date pattern '${pattern}'`);
        }
        for (const arg of node.arguments) {
          const text = stringOf(arg);
          if (text !== undefined && isSentence(text) && text !== pattern) report(arg, text);
        }
        break;
      }
      case 'Property': {
        const name = node.key?.name ?? node.key?.value;
        if (typeof name === 'string' && (TEXT_ATTRIBUTES.has(name) || name === 'text')) checkShown(node.value);
        else if (isTextName(name)) checkPlain(node.value);
        else if (node.value?.type === 'Literal' || node.value?.type === 'TemplateLiteral') checkPlain(node.value);
        break;
      }
      case 'ArrayExpression':
        // A list shown item by item (options, steps, column names).
        for (const element of node.elements)
          if (element?.type === 'Literal' || element?.type === 'TemplateLiteral') checkPlain(element);
        break;
      case 'ReturnStatement':
        checkPlain(node.argument);
        break;
      case 'ArrowFunctionExpression':
        if (node.expression) checkPlain(node.body);
        break;
      case 'ConditionalExpression':
        checkPlain(node);
        break;
      case 'TemplateLiteral':
        // A sentence built in code with values in it, wherever it goes next.
        if (parent?.type !== 'TaggedTemplateExpression') checkPlain(node);
        break;
      case 'AssignmentPattern':
        if (node.left?.type === 'Identifier' && isTextName(node.left.name)) checkShown(node.right);
        break;
      case 'VariableDeclarator':
        if (node.id?.type === 'Identifier' && isTextName(node.id.name)) checkPlain(node.init);
        break;
      case 'AssignmentExpression':
        if (node.left?.type === 'MemberExpression' && !node.left.computed && isTextName(node.left.property.name)) {
          checkPlain(node.right);
        }
        break;
      default:
    }
    for (const [field, child] of Object.entries(node)) {
      if (field === 'parent') continue;
      if (Array.isArray(child)) for (const item of child) visit(item, node);
      else if (child && typeof child === 'object' && typeof child.type === 'string') visit(child, node);
    }
  };
  visit(program, undefined);
  // A text reported twice (a literal inside an attribute's expression) counts once.
  const seen = new Set();
  const unique = literals.filter((l) => {
    const id = `${l.line}|${l.text}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  return { literals: unique, keys };
}

/** The web app's source files that can show text (tests and generated code aside), relative to apps/web/src. */
export function webSourceFiles() {
  return readdirSync(webSource, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.(test|spec)\.tsx?$|\.gen\.ts$|\.d\.ts$|^test\//.test(file))
    .sort();
}

/** The catalogue file (under locales/<language>/) a file's texts belong in. */
export function catalogueFileFor(file) {
  const feature = file.match(/^features\/([^/]+)\//)?.[1];
  if (feature) return `web/${feature}.json`;
  const area = file.match(/^app\/routes\/([^/]+)\//)?.[1];
  if (area) return `web/${area}.json`;
  return 'web/common.json';
}

export function readCatalogue(language, file) {
  try {
    return JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8'));
  } catch {
    return {};
  }
}

/** Every key of a language's web catalogue (all web/*.json) or of its api namespace. */
export function catalogueKeys(language, namespace) {
  if (namespace === 'api') return new Set(Object.keys(readCatalogue(language, 'api.json')));
  const dir = path.join(localesDir, language, 'web');
  const keys = new Set();
  for (const name of readdirSync(dir)) {
    if (name.endsWith('.json')) for (const key of Object.keys(readCatalogue(language, `web/${name}`))) keys.add(key);
  }
  return keys;
}

/** The catalogue entries a key needs: the key itself, or its plural forms. */
export function entriesFor({ key, plural }) {
  return plural ? [`${key}_one`, `${key}_other`] : [key];
}
