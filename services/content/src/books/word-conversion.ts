import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { type WordConversion, type WordLimits, defaultWordLimits } from './word-limits';
import type { WordWorkerData } from './word-worker';

/**
 * The worker's file. Compiled (scripts/lib/services-build.mjs), it is `dist/books/word-worker.js` of this package,
 * whichever bundle runs this code (the service or the seed); from the TypeScript sources (tests, `pnpm dev`),
 * `word-worker.ts` beside this file, run through tsx.
 */
function workerScript(): { script: string; eval: boolean } {
  if (!__filename.endsWith('.ts')) {
    let dir = __dirname;
    while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
    return { script: path.join(dir, 'dist', 'books', 'word-worker.js'), eval: false };
  }
  const tsx = require.resolve('tsx/cjs/api');
  const source = path.join(__dirname, 'word-worker.ts');
  return { script: `require(${JSON.stringify(tsx)}).register();require(${JSON.stringify(source)});`, eval: true };
}

/** One conversion at a time per process: each may hold `maxHeapMb` of memory. */
let queue: Promise<unknown> = Promise.resolve();

/** Runs the worker on one file: its answer, 'tooLarge' when it ran out of heap or time. */
function runWorker(document: Uint8Array, limits: WordLimits): Promise<WordConversion> {
  return new Promise<WordConversion>((resolve, reject) => {
    const { script, eval: isCode } = workerScript();
    const data: WordWorkerData = { document, limits };
    const worker = new Worker(script, {
      eval: isCode,
      workerData: data,
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 32 },
    });
    let settled = false;
    const settle = (answer: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      answer();
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => resolve({ outcome: 'tooLarge' })), limits.timeoutMs);
    worker.once('message', (result: WordConversion) => settle(() => resolve(result)));
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() => (error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? resolve({ outcome: 'tooLarge' }) : reject(error))),
    );
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`the Word conversion's worker stopped (exit code ${code}) without an answer`))),
    );
  });
}

/**
 * A Word (DOCX) file's reader pages, made in a worker thread so that the service keeps answering meanwhile, with
 * the package's unpacked size and element count checked first and the thread's heap and time bounded (limits
 * in word-limits.ts). Rejects only when the worker cannot run at all (a fault of the server, not of the file).
 */
export function convertWordFile(document: Uint8Array, limits: Partial<WordLimits> = {}): Promise<WordConversion> {
  const run = queue.then(() => runWorker(document, { ...defaultWordLimits, ...limits }));
  queue = run.catch(() => undefined);
  return run;
}
