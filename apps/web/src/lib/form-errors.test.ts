import { accountMessages, messages } from '@rentease/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorMessageOf, serverFieldErrors } from './form-errors';

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
});

describe('errorMessageOf', () => {
  it("says the network message, else the server's text, else the screen's fallback", () => {
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
