import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/** The absolute address of the app for one request: what the person's browser has open. */
export type RequestOrigin = (request: FastifyRequest) => string;

// A Host header is the client's to write. It only ever shapes links sent back to that same client,
// but a value that is no host name (spaces, slashes, '@') must never reach a redirect.
const HOST_PATTERN = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * With PUBLIC_URL set, every link uses it. Without it, links follow the address the request came
 * to (behind a trusted proxy, the forwarded protocol and host): a person who opened the app at
 * 127.0.0.1 comes back from the checkout to 127.0.0.1, where their session lives, not to
 * localhost, which the browser treats as another site.
 */
export function requestOrigin(config: Pick<Config, 'publicUrl' | 'host' | 'port'>): RequestOrigin {
  const fixed = config.publicUrl;
  if (fixed !== undefined) return () => fixed;
  const fallback = shownUrl(config);
  return (request) => {
    const host = request.host;
    if (!host || !HOST_PATTERN.test(host)) return fallback;
    const protocol = request.protocol === 'https' ? 'https' : 'http';
    return `${protocol}://${host.toLowerCase()}`;
  };
}

/**
 * The address printed at start-up and used where no request is in hand (emails): PUBLIC_URL, or
 * the host and port the server listens on, written as the server's own listen line writes it.
 */
export function shownUrl(config: Pick<Config, 'publicUrl' | 'host' | 'port'>, port = config.port): string {
  if (config.publicUrl !== undefined) return config.publicUrl;
  const wildcard = config.host === '0.0.0.0' || config.host === '::';
  const host = wildcard ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${port}`;
}
