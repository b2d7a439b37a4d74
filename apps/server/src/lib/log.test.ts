import { describe, expect, it } from 'vitest';
import { serializeRequest } from './log.js';

describe('request log lines', () => {
  it('never carry a token from the query string', () => {
    const line = serializeRequest({ method: 'GET', url: '/api/ws?token=eyJhbGci.secret.sig&x=1', ip: '10.0.0.1' });
    expect(line).toEqual({ method: 'GET', url: '/api/ws?token=[redacted]&x=1', remoteAddress: '10.0.0.1' });
    expect(serializeRequest({ method: 'GET', url: '/a?x=1&TOKEN=abc', ip: '::1' }).url).toBe('/a?x=1&TOKEN=[redacted]');
  });
});
