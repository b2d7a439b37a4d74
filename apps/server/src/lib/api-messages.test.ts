import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contract from '@rentease/contract';
import { placeholdersOf, templateMatcher } from '@rentease/i18n';
import { serverResources } from '@rentease/i18n/server-resources';
import { describe, expect, it } from 'vitest';
import { translateApiMessage } from './i18n.js';

/**
 * Every message the contract gives the API is in the `api` catalogue of every language, so no
 * caller reads English where their language was asked for. The contract is enumerated, not listed:
 * a new message object, schema or message function is checked as soon as it is exported.
 */

const english = serverResources.en.api;
const hindi = serverResources.hi.api;
const findTemplate = templateMatcher(Object.keys(english));

const isMessageObjectName = (name: string) => name === 'messages' || /(Messages|Texts)$/.test(name);

function messageObjects(): [string, Record<string, unknown>][] {
  return Object.entries(contract).flatMap(([name, value]) =>
    isMessageObjectName(name) && typeof value === 'object' && value !== null ? [[name, { ...value }]] : [],
  );
}

type ZodInternals = { _zod?: { def?: Record<string, unknown> } };
const NESTED = ['innerType', 'element', 'in', 'out', 'left', 'right', 'keyType', 'valueType', 'schema', 'catchall'];
const NESTED_LISTS = ['options', 'items'];

/**
 * The messages a zod schema was given (`{ error: '…' }`, `.min(1, '…')`), found by walking its
 * definition: zod keeps each one as a function that returns it.
 */
function schemaMessages(schema: unknown, found: Set<string>, seen: Set<unknown>): void {
  if (typeof schema !== 'object' || schema === null || seen.has(schema)) return;
  seen.add(schema);
  const def = (schema as ZodInternals)._zod?.def;
  if (!def) return;
  const read = (error: unknown) => {
    if (typeof error !== 'function') return;
    // A message chosen by the input (missing or wrong) is asked for with each kind of input.
    for (const input of [undefined, null, '', 1]) {
      const message: unknown = Reflect.apply(error, undefined, [{ input, code: 'invalid_type', path: [] }]);
      if (typeof message === 'string') found.add(message);
    }
  };
  read(def.error);
  for (const check of Array.isArray(def.checks) ? def.checks : []) read((check as ZodInternals)._zod?.def?.error);
  for (const key of NESTED) schemaMessages(def[key], found, seen);
  for (const key of NESTED_LISTS) for (const inner of Array.isArray(def[key]) ? def[key] : []) schemaMessages(inner, found, seen);
  if (typeof def.shape === 'object' && def.shape !== null) {
    for (const inner of Object.values(def.shape)) schemaMessages(inner, found, seen);
  }
  if (typeof def.getter === 'function') schemaMessages(Reflect.apply(def.getter, undefined, []), found, seen);
}

/** Exported functions that build a message from values: `…Message(…)`, and the listed others. */
const OTHER_MESSAGE_FUNCTIONS = new Set(['hiddenByRentEase']);
function messageFunctions(): [string, (...values: string[]) => unknown][] {
  return Object.entries(contract).flatMap(([name, value]) =>
    typeof value === 'function' && (name.endsWith('Message') || OTHER_MESSAGE_FUNCTIONS.has(name))
      ? [[name, (...values: string[]) => Reflect.apply(value, undefined, values)]]
      : [],
  );
}

const serverSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Messages the server writes where it raises them, found in its source by the shapes they take:
 * `AppError.notFound('…')`, `new AppError(CODE, '…')`, a schema's `{ error: '…' }` or
 * `.regex(…, '…')`, an answer's `message: '…'`, a field's `{ file: '…' }` beside an AppError, and
 * module constants holding a sentence. Operator-facing configuration errors and the database are
 * not the API's.
 */
const RAISED = [
  /AppError\.\w+\(\s*'([^']+)'/g,
  /new AppError\(\s*'\w+',\s*'([^']+)'/g,
  /\b(?:error|message):\s*'([^']+)'/g,
  /\.regex\([^,\n]+,\s*'([^']+)'\)/g,
  /AppError[^\n]*\{\s*\w+:\s*'([^']+)'\s*\}/g,
  /invalidImage\([^,]+,\s*'([^']+)'\)/g,
  /^const [A-Z_]+ = '([A-Z][^'\n]* [^'\n]*)';/gm,
];

function messagesRaisedByTheServer(): Map<string, string> {
  const found = new Map<string, string>();
  const files = readdirSync(serverSource, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !/^(test|db)\//.test(file) && file !== 'config.ts',
  );
  for (const file of files) {
    const source = readFileSync(path.join(serverSource, file), 'utf8');
    for (const pattern of RAISED) for (const match of source.matchAll(pattern)) found.set(match[1] ?? '', file);
  }
  return found;
}

describe('the API message catalogue', () => {
  it('holds every text of every message object of the contract, in every language', () => {
    const objects = messageObjects();
    expect(objects.map(([name]) => name)).toEqual(expect.arrayContaining(['messages', 'bookingMessages', 'chatTexts']));
    for (const [name, object] of objects) {
      for (const [key, text] of Object.entries(object)) {
        if (typeof text !== 'string') continue;
        expect(english[text], `${name}.${key}: "${text}" in en/api.json`).toBe(text);
        expect(hindi[text], `${name}.${key}: "${text}" in hi/api.json`).toBeTypeOf('string');
      }
    }
  });

  it('holds every sentence the contract exports as a constant of its own', () => {
    // A constant of single words is a code (a role, a currency, a demo card), not a sentence.
    const sentences = Object.entries(contract).flatMap(([name, value]) =>
      typeof value === 'string' && value.includes(' ') ? [[name, value] as const] : [],
    );
    expect(sentences.map(([name]) => name)).toContain('CANCELLATION_POLICY_TEXT');
    for (const [name, text] of sentences) {
      expect(english[text], `${name}: "${text}" in en/api.json`).toBe(text);
      expect(hindi[text], `${name}: "${text}" in hi/api.json`).toBeTypeOf('string');
    }
  });

  it('holds every message written into a schema of the contract', () => {
    const found = new Set<string>();
    const seen = new Set<unknown>();
    for (const value of Object.values(contract)) schemaMessages(value, found, seen);
    // The walk itself is checked: the login form's messages are among those it finds.
    expect(found).toContain(contract.messages.emailRequired);
    for (const text of found) {
      expect(english[text], `"${text}" in en/api.json`).toBe(text);
      expect(hindi[text], `"${text}" in hi/api.json`).toBeTypeOf('string');
    }
  });

  it('tells every message function of the contract in Hindi, with its values kept', () => {
    const functions = messageFunctions();
    expect(functions.map(([name]) => name)).toEqual(expect.arrayContaining(['moveInWindowMessage', 'hiddenByRentEase']));
    for (const [name, build] of functions) {
      const values = ['⟨first⟩', '⟨second⟩', '⟨third⟩'];
      const text = build(...values);
      expect(text, name).toBeTypeOf('string');
      const message = String(text);
      const filled = findTemplate(message);
      expect(filled, `${name}: "${message}" matches a template of en/api.json`).toBeDefined();
      const told = translateApiMessage(message, 'hi');
      expect(told, name).not.toBe(message);
      for (const value of Object.values(filled?.values ?? {})) expect(told, name).toContain(value);
      expect(placeholdersOf(told), name).toEqual([]);
    }
  });

  it('tells an email already taken by role in full Hindi, naming the role in Hindi', () => {
    for (const role of contract.ROLES) {
      const message = contract.emailTakenMessage(role);
      expect(hindi[message], message).toBeTypeOf('string');
      expect(translateApiMessage(message, 'hi')).not.toContain(role);
    }
  });

  it('holds every message the server writes where it raises it', () => {
    const raised = messagesRaisedByTheServer();
    // The scan itself is checked: it finds the server's own messages it is known to raise.
    expect([...raised.keys()]).toEqual(expect.arrayContaining(['Account not found', 'This address is not valid.']));
    for (const [text, file] of raised) {
      expect(english[text], `${file}: "${text}" in en/api.json`).toBe(text);
      expect(hindi[text], `${file}: "${text}" in hi/api.json`).toBeTypeOf('string');
    }
  });
});
