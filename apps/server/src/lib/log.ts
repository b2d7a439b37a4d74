/**
 * How a request appears in the logs: method, path and client address, never a token — the
 * WebSocket may carry it as ?token=, and Authorization headers are not logged at all.
 */
export function serializeRequest(request: { method: string; url: string; ip: string }) {
  const url = request.url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
  return { method: request.method, url, remoteAddress: request.ip };
}
