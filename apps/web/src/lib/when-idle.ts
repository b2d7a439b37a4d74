/**
 * Runs `task` once the browser is idle (at the latest after `timeoutMs`): for work the first paint
 * does not need, such as fetching code that is likely wanted soon. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(task, 200);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
  return () => window.cancelIdleCallback(handle);
}
