import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { accountMessages, messages } from './messages.js';
import { changePasswordForm, updateProfileBody } from './users.js';

const account = { email: 'tara@example.com', role: 'tenant' } as const;

/** What a form shows: the first message for each field. */
function firstMessages(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
  return found;
}

describe('profile', () => {
  it('requires both names and accepts an empty phone', () => {
    expect(firstMessages(updateProfileBody.safeParse({ ...account, firstName: '', lastName: ' ', phone: '' }))).toEqual({
      firstName: messages.firstNameRequired,
      lastName: messages.lastNameRequired,
    });
    expect(updateProfileBody.parse({ ...account, firstName: ' Tara ', lastName: 'Iyer', phone: '' })).toEqual({
      ...account,
      firstName: 'Tara',
      lastName: 'Iyer',
      phone: '',
    });
  });

  it('takes a phone of 8 to 15 digits, plus signs and spaces only', () => {
    for (const phone of ['1234567', '1234567890123456', '98765-43210', 'phone 123']) {
      expect(firstMessages(updateProfileBody.safeParse({ ...account, firstName: 'T', lastName: 'I', phone }))).toEqual({
        phone: accountMessages.phoneInvalid,
      });
    }
    for (const phone of ['12345678', '+91 98765 43210', '123456789012345']) {
      expect(updateProfileBody.safeParse({ ...account, firstName: 'T', lastName: 'I', phone }).success).toBe(true);
    }
  });
});

describe('password change form', () => {
  const empty = { ...account, currentPassword: '', newPassword: '', confirmPassword: '' };

  it('requires the current and the new password, and says nothing of the confirmation meanwhile', () => {
    expect(firstMessages(changePasswordForm.safeParse(empty))).toEqual({
      currentPassword: accountMessages.currentPasswordRequired,
      newPassword: accountMessages.newPasswordRequired,
    });
    expect(firstMessages(changePasswordForm.safeParse({ ...empty, newPassword: 'abc', confirmPassword: 'x' }))).toEqual({
      currentPassword: accountMessages.currentPasswordRequired,
      newPassword: messages.passwordTooShort,
    });
  });

  it('wants the confirmation to equal the new password', () => {
    const fields = { ...account, currentPassword: 'old1', newPassword: 'new-pass', confirmPassword: 'new-pas' };
    expect(firstMessages(changePasswordForm.safeParse(fields))).toEqual({
      confirmPassword: accountMessages.passwordsDoNotMatch,
    });
    expect(firstMessages(changePasswordForm.safeParse({ ...fields, currentPassword: '' }))).toEqual({
      currentPassword: accountMessages.currentPasswordRequired,
      confirmPassword: accountMessages.passwordsDoNotMatch,
    });
    expect(changePasswordForm.parse({ ...fields, confirmPassword: 'new-pass' })).toEqual({
      ...account,
      currentPassword: 'old1',
      newPassword: 'new-pass',
      confirmPassword: 'new-pass',
    });
  });
});
