import { WS_CLOSE } from '@rentease/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveUrl, openLiveConnection, reconnectDelay } from './live-connection';

/** Just enough of a browser WebSocket to drive the client by hand. */
class FakeSocket {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;

  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(event: unknown) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  serverCloses(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

let sockets: FakeSocket[];
let online: boolean;
let browser: EventTarget;
let opened: { close: () => void }[];

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  opened = [];
  browser = new EventTarget();
  online = true;
  vi.stubGlobal('window', browser);
  vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }));
  vi.stubGlobal('navigator', {
    get onLine() {
      return online;
    },
  });
});

afterEach(() => {
  for (const socket of opened) socket.close();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function connect(overrides: Partial<Parameters<typeof openLiveConnection>[0]> = {}) {
  const calls = { ready: 0, events: [] as unknown[], refused: [] as number[] };
  const socket = openLiveConnection({
    url: 'ws://app.test/api/ws',
    getToken: () => 'the-token',
    onReady: () => {
      calls.ready += 1;
    },
    onEvent: (event) => calls.events.push(event),
    onRefused: (code) => calls.refused.push(code),
    random: () => 0,
    createSocket: (url) => {
      const fake = new FakeSocket(url);
      sockets.push(fake);
      return fake as unknown as WebSocket;
    },
    ...overrides,
  });
  opened.push(socket);
  return { socket, calls };
}

const latest = () => {
  const socket = sockets.at(-1);
  if (!socket) throw new Error('no socket was opened');
  return socket;
};

describe('reconnectDelay', () => {
  it('doubles up to the cap, with jitter between half and all of it', () => {
    expect(reconnectDelay(0, { random: () => 0 })).toBe(500);
    expect(reconnectDelay(0, { random: () => 1 })).toBe(1000);
    expect(reconnectDelay(3, { random: () => 1 })).toBe(8000);
    expect(reconnectDelay(20, { random: () => 1 })).toBe(30_000);
    expect(reconnectDelay(20, { random: () => 0 })).toBe(15_000);
  });
});

describe('liveUrl', () => {
  it('uses wss: on an https: page and ws: otherwise, on the same host', () => {
    expect(liveUrl({ protocol: 'https:', host: 'rentease.in' })).toBe('wss://rentease.in/api/ws');
    expect(liveUrl({ protocol: 'http:', host: '127.0.0.1:3000' })).toBe('ws://127.0.0.1:3000/api/ws');
  });
});

describe('openLiveConnection', () => {
  it('authenticates with the first message and passes events on once ready', () => {
    const { calls } = connect();
    vi.advanceTimersByTime(0);
    latest().open();
    expect(latest().sent).toEqual([{ type: 'auth', token: 'the-token' }]);
    latest().receive({ type: 'ready', userId: 'u1' });
    latest().receive({ type: 'conversation.updated', conversation: {} });
    latest().receive({ type: 'pong' });
    expect(calls.ready).toBe(1);
    expect(calls.events).toEqual([{ type: 'conversation.updated', conversation: {} }]);
  });

  it('reconnects with growing delays, and catches up again once ready', () => {
    const { calls } = connect();
    vi.advanceTimersByTime(0);
    latest().serverCloses(1006);
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    latest().serverCloses(1006);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    latest().open();
    latest().receive({ type: 'ready', userId: 'u1' });
    expect(calls.ready).toBe(1);
  });

  it('stops for good when the server refuses the token', () => {
    const { calls } = connect();
    vi.advanceTimersByTime(0);
    latest().serverCloses(WS_CLOSE.unauthenticated);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(calls.refused).toEqual([WS_CLOSE.unauthenticated]);
  });

  it('pings to keep the line open, and drops a connection that stops answering', () => {
    connect({ pingIntervalMs: 25_000, pongTimeoutMs: 10_000 });
    vi.advanceTimersByTime(0);
    latest().open();
    latest().receive({ type: 'ready', userId: 'u1' });
    vi.advanceTimersByTime(25_000);
    expect(latest().sent.at(-1)).toEqual({ type: 'ping' });
    latest().receive({ type: 'pong' });
    vi.advanceTimersByTime(25_000 + 10_000);
    expect(sockets[0]?.closedWith).toBe(4000);
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(2);
  });

  it('waits while the browser is offline and reconnects at once when it is back', () => {
    connect();
    vi.advanceTimersByTime(0);
    latest().open();
    latest().receive({ type: 'ready', userId: 'u1' });
    online = false;
    browser.dispatchEvent(new Event('offline'));
    expect(sockets[0]?.closedWith).toBe(4000);
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
    online = true;
    browser.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(2);
  });

  it('opens nothing when closed in the same tick (a development double mount)', () => {
    const { socket } = connect();
    socket.close();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(0);
  });
});
