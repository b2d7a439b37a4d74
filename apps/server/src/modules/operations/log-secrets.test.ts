import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { call } from '../../test/durability-workload.js';
import {
  type ServerProcess,
  serverSettings,
  startServerProcess,
  stopServerProcess,
  type ThrowawayDatabase,
} from '../../test/server-process.js';
import { prepareServerProcess } from '../../test/test-database.js';

/*
 * The real server at its most talkative (development's line per request, LOG_LEVEL=trace), sent
 * passwords, tokens and card numbers the ways clients send them: none of them may reach its log.
 */
let database: ThrowawayDatabase;
let server: ServerProcess | undefined;
const logged: string[] = [];

beforeAll(async () => {
  database = await prepareServerProcess();
  server = await startServerProcess({
    ...serverSettings(database),
    env: { NODE_ENV: 'development', LOG_LEVEL: 'trace' },
    onLine: (line) => logged.push(line),
  });
}, 180_000);

afterAll(async () => {
  await stopServerProcess(server);
  await database?.drop();
});

describe('the log', () => {
  it('holds no password, token or card number, whatever the request and its answer', async () => {
    const baseUrl = (server as ServerProcess).baseUrl;
    const password = `Secret-${randomUUID()}`;
    const email = `logs.${randomUUID().slice(0, 8)}@durability.test`;
    const registered = await call(baseUrl, 'POST', '/api/auth/register', {
      json: { firstName: 'Log', lastName: 'Test', email, password, phone: '+91 90000 00000', role: 'tenant' },
    });
    expect(registered.status).toBe(201);
    const login = await call<{ token: string }>(baseUrl, 'POST', '/api/auth/login', {
      json: { email, password, role: 'tenant' },
    });
    expect(login.status).toBe(200);
    const { token } = login.body;
    // A wrong password, and a change of password, both logged as requests.
    const wrong = `Wrong-${randomUUID()}`;
    expect((await call(baseUrl, 'POST', '/api/auth/login', { json: { email, password: wrong, role: 'tenant' } })).status).toBe(
      401,
    );
    const renewed = `Renewed-${randomUUID()}`;
    const changed = await call<{ token: string }>(baseUrl, 'PUT', '/api/user/password', {
      token,
      json: { email, currentPassword: password, newPassword: renewed, role: 'tenant' },
    });
    expect(changed.status).toBe(200);
    // The change ends the other sessions: the token it answers with is the one that works now.
    const current = changed.body.token;
    // The token in the Authorization header, and in a socket's address.
    expect((await call(baseUrl, 'GET', '/api/me/notifications', { token: current })).status).toBe(200);
    await new Promise<void>((resolve) => {
      const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/ws?token=${current}`);
      socket.once('message', () => {
        socket.terminate();
        resolve();
      });
      socket.once('error', () => resolve());
    });
    // Card numbers, to a checkout that does not exist and in a malformed form.
    const card = '4242424242424242';
    const other = '4000 0000 0000 0002';
    await call(baseUrl, 'POST', `/api/payment/demo/${randomUUID()}/pay`, {
      json: { cardNumber: card, expiry: '12/34', cvc: '987', name: 'Log Test' },
    });
    await call(baseUrl, 'POST', '/api/payment/demo/not-a-session/pay', { json: { cardNumber: other, expiry: 'x', cvc: 'y' } });
    // Someone else's account: registering again with the same email is refused, password and all.
    await call(baseUrl, 'POST', '/api/auth/register', {
      json: { firstName: 'Log', lastName: 'Again', email, password, phone: '+91 90000 00000', role: 'tenant' },
    });

    // The requests above are in the log (so it is the log being searched), and none of the secrets.
    await expect.poll(() => logged.some((line) => line.includes('/api/payment/demo/not-a-session/pay'))).toBe(true);
    const log = logged.join('\n');
    expect(log).toContain('/api/auth/login');
    expect(log).toContain('/api/ws?token=[redacted]');
    for (const secret of [
      password,
      wrong,
      renewed,
      token,
      token.split('.')[2] ?? token,
      card,
      other,
      other.replaceAll(' ', ''),
    ]) {
      expect(log.includes(secret), `the log holds ${secret.slice(0, 12)}…`).toBe(false);
    }
  }, 60_000);
});
