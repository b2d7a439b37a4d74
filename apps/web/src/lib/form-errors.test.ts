import { accountMessages, messages, registerBody, updateProfileBody } from '@rentease/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorMessageOf, fieldErrorsOf, hasErrors, serverFieldErrors } from './form-errors';

describe('fieldErrorsOf', () => {
  it('gives each field the first rule it breaks, by the contract schema', () => {
    const parsed = registerBody.safeParse({
      firstName: ' ',
      lastName: 'Iyer',
      email: 'nope',
      password: '1',
      phone: '',
      role: 'tenant',
    });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrorsOf(parsed.error)).toMatchObject({
      firstName: messages.firstNameRequired,
      email: messages.emailInvalid,
      password: messages.passwordTooShort,
    });
  });

  it('leaves out what the form does not show', () => {
    const parsed = updateProfileBody.safeParse({ email: 'x', firstName: '', lastName: 'Iyer', phone: '12', role: 'admin' });
    if (parsed.success) throw new Error('expected a failure');
    expect(fieldErrorsOf(parsed.error, ['firstName', 'lastName', 'phone'])).toEqual({
      firstName: messages.firstNameRequired,
      phone: accountMessages.phoneInvalid,
    });
  });
});

describe('serverFieldErrors', () => {
  it("maps the server's 400 details onto the form's fields only", () => {
    const error = new ApiError('Invalid input', 400, 'VALIDATION_ERROR', {
      currentPassword: accountMessages.currentPasswordWrong,
      role: 'bad role',
    });
    expect(serverFieldErrors(error, ['currentPassword', 'newPassword'])).toEqual({
      currentPassword: accountMessages.currentPasswordWrong,
    });
    expect(serverFieldErrors(new Error('boom'), ['currentPassword'])).toEqual({});
  });

  it('hasErrors ignores cleared fields', () => {
    expect(hasErrors({ firstName: undefined })).toBe(false);
    expect(hasErrors({ firstName: 'x' })).toBe(true);
  });
});

describe('errorMessageOf', () => {
  it("says the network message, else the server's text, else the screen's fallback (spec §8)", () => {
    const network = new ApiError('Network error', 0, 'NETWORK_ERROR');
    expect(errorMessageOf(network, messages.invalidCredentials, messages.serverErrorPleaseTryAgain)).toBe(
      messages.serverErrorPleaseTryAgain,
    );
    expect(errorMessageOf(new ApiError('Invalid credentials', 401, 'INVALID_CREDENTIALS'), 'fallback')).toBe(
      'Invalid credentials',
    );
    expect(errorMessageOf(new ApiError('', 502, 'HTTP_ERROR'), messages.loginFailed)).toBe(messages.loginFailed);
    expect(errorMessageOf(new TypeError('x'), messages.loginFailed)).toBe(messages.loginFailed);
    expect(errorMessageOf(network, messages.loginFailed)).toBe(messages.loginFailed);
  });
});
