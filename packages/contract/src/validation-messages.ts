import type { $ZodRawIssue } from 'zod/v4/core';

/**
 * What a field hears when its schema gave no message of its own. zod's own texts ("Too big:
 * expected number to be <=100") are English written for developers and no catalogue holds them;
 * these are short, plain and in the catalogue, so they can be told in every language.
 */
export const validationMessages = {
  required: 'This field is required',
  text: 'Must be text',
  number: 'Must be a number',
  wholeNumber: 'Must be a whole number',
  trueOrFalse: 'Must be true or false',
  list: 'Must be a list',
  object: 'Expected a JSON object',
  email: 'Enter a valid email address',
  id: 'Not a valid id',
  date: 'Enter a date as YYYY-MM-DD',
  dateTime: 'Enter a valid date and time',
  url: 'Enter a valid web address',
  format: 'Not in the expected format',
  invalid: 'Invalid value',
  request: 'The request is not valid.',
} as const;

export function atMostCharactersMessage(maximum: number | string): string {
  return `At most ${maximum} characters`;
}

export function atLeastCharactersMessage(minimum: number | string): string {
  return `At least ${minimum} characters`;
}

export function atMostItemsMessage(maximum: number | string): string {
  return `At most ${maximum} items`;
}

export function atLeastItemsMessage(minimum: number | string): string {
  return `At least ${minimum} items`;
}

export function atMostValueMessage(maximum: number | string): string {
  return `Must be at most ${maximum}`;
}

export function atLeastValueMessage(minimum: number | string): string {
  return `Must be at least ${minimum}`;
}

export function belowValueMessage(maximum: number | string): string {
  return `Must be less than ${maximum}`;
}

export function aboveValueMessage(minimum: number | string): string {
  return `Must be more than ${minimum}`;
}

/** The choices are the API's own codes (`apartment`, `price_asc`), the same in every language. */
export function oneOfMessage(choices: string): string {
  return `Choose one of: ${choices}`;
}

export function unknownFieldsMessage(fields: string): string {
  return `Unknown fields: ${fields}`;
}

const TYPE_MESSAGES: Record<string, string> = {
  string: validationMessages.text,
  number: validationMessages.number,
  int: validationMessages.wholeNumber,
  bigint: validationMessages.wholeNumber,
  boolean: validationMessages.trueOrFalse,
  array: validationMessages.list,
  tuple: validationMessages.list,
  object: validationMessages.object,
  record: validationMessages.object,
  date: validationMessages.date,
};

const FORMAT_MESSAGES: Record<string, string> = {
  email: validationMessages.email,
  uuid: validationMessages.id,
  guid: validationMessages.id,
  date: validationMessages.date,
  datetime: validationMessages.dateTime,
  url: validationMessages.url,
};

type Bound = number | bigint | Date;
const shown = (bound: Bound) => (bound instanceof Date ? bound.toISOString().slice(0, 10) : String(bound));

function boundMessage(origin: string, bound: Bound, inclusive: boolean | undefined, side: 'max' | 'min'): string {
  const value = shown(bound);
  if (origin === 'string') return side === 'max' ? atMostCharactersMessage(value) : atLeastCharactersMessage(value);
  if (origin === 'array' || origin === 'set') return side === 'max' ? atMostItemsMessage(value) : atLeastItemsMessage(value);
  if (inclusive === false) return side === 'max' ? belowValueMessage(value) : aboveValueMessage(value);
  return side === 'max' ? atMostValueMessage(value) : atLeastValueMessage(value);
}

/**
 * zod's `customError`: the message for an issue whose schema gave none. Install it with
 * `z.config({ customError: describeValidationIssue })` where zod runs.
 */
export function describeValidationIssue(issue: $ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return validationMessages.required;
      return TYPE_MESSAGES[issue.expected] ?? validationMessages.invalid;
    case 'too_big':
      return boundMessage(issue.origin, issue.maximum, issue.inclusive, 'max');
    case 'too_small':
      // An empty text where one is needed is a missing answer, not a short one.
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return validationMessages.required;
      return boundMessage(issue.origin, issue.minimum, issue.inclusive, 'min');
    case 'invalid_format':
      return FORMAT_MESSAGES[issue.format] ?? validationMessages.format;
    case 'invalid_value':
      return oneOfMessage(issue.values.map(String).join(', '));
    case 'unrecognized_keys':
      return unknownFieldsMessage(issue.keys.join(', '));
    default:
      return validationMessages.invalid;
  }
}
