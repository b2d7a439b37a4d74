import { accountMessages, messages } from '@rentease/contract';
import { describe, expect, it } from 'vitest';
import { checkPasswordChange, checkProfile, EMPTY_PASSWORDS } from './account-forms';

const account = { email: 'tara@example.com', role: 'tenant' } as const;

describe('profile check (spec §5)', () => {
  it('requires both names and accepts an empty phone', () => {
    expect(checkProfile({ firstName: '', lastName: ' ', phone: '' }, account)).toEqual({
      ok: false,
      errors: { firstName: messages.firstNameRequired, lastName: messages.lastNameRequired },
    });
    expect(checkProfile({ firstName: ' Tara ', lastName: 'Iyer', phone: '' }, account)).toEqual({
      ok: true,
      body: { ...account, firstName: 'Tara', lastName: 'Iyer', phone: '' },
    });
  });

  it('takes a phone of 8 to 15 digits, plus signs and spaces only', () => {
    for (const phone of ['1234567', '1234567890123456', '98765-43210', 'phone 123']) {
      expect(checkProfile({ firstName: 'T', lastName: 'I', phone }, account)).toMatchObject({
        ok: false,
        errors: { phone: accountMessages.phoneInvalid },
      });
    }
    for (const phone of ['12345678', '+91 98765 43210', '123456789012345']) {
      expect(checkProfile({ firstName: 'T', lastName: 'I', phone }, account).ok).toBe(true);
    }
  });
});

describe('password change check (spec §5)', () => {
  it('requires the current and the new password', () => {
    expect(checkPasswordChange(EMPTY_PASSWORDS, account)).toEqual({
      ok: false,
      errors: { currentPassword: accountMessages.currentPasswordRequired, newPassword: accountMessages.newPasswordRequired },
    });
  });

  it('wants the confirmation to equal the new password', () => {
    const fields = { currentPassword: 'old1', newPassword: 'new-pass', confirmPassword: 'new-pas' };
    expect(checkPasswordChange(fields, account)).toEqual({
      ok: false,
      errors: { confirmPassword: accountMessages.passwordsDoNotMatch },
    });
    expect(checkPasswordChange({ ...fields, confirmPassword: 'new-pass' }, account)).toEqual({
      ok: true,
      body: { ...account, currentPassword: 'old1', newPassword: 'new-pass' },
    });
  });
});
