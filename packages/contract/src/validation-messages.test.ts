import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeValidationIssue } from './validation-messages.js';

const messageFor = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input, { error: describeValidationIssue }).error?.issues[0]?.message;

describe('messages for fields whose schema names none', () => {
  it('says what is wrong in plain words instead of zod’s own', () => {
    expect(messageFor(z.object({ name: z.string() }), {})).toBe('This field is required');
    expect(messageFor(z.string(), 42)).toBe('Must be text');
    expect(messageFor(z.number(), 'x')).toBe('Must be a number');
    expect(messageFor(z.boolean(), 'yes')).toBe('Must be true or false');
    expect(messageFor(z.string().min(1), '')).toBe('This field is required');
    expect(messageFor(z.string().max(5), 'toolong')).toBe('At most 5 characters');
    expect(messageFor(z.string().min(3), 'ab')).toBe('At least 3 characters');
    expect(messageFor(z.number().max(100), 101)).toBe('Must be at most 100');
    expect(messageFor(z.number().positive(), 0)).toBe('Must be more than 0');
    expect(messageFor(z.array(z.string()).max(1), ['a', 'b'])).toBe('At most 1 items');
    expect(messageFor(z.enum(['house', 'villa']), 'castle')).toBe('Choose one of: house, villa');
    expect(messageFor(z.uuid(), 'abc')).toBe('Not a valid id');
    expect(messageFor(z.email(), 'abc')).toBe('Enter a valid email address');
    expect(messageFor(z.iso.date(), '2026-13-01')).toBe('Enter a date as YYYY-MM-DD');
    expect(messageFor(z.strictObject({}), { extra: 1 })).toBe('Unknown fields: extra');
  });

  it('keeps the message a schema names itself', () => {
    expect(messageFor(z.string({ error: 'Name is required' }), undefined)).toBe('Name is required');
    expect(messageFor(z.string().max(2, 'Too long'), 'abc')).toBe('Too long');
  });
});
