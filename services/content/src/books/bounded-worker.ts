import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * A worker file of this folder. Compiled (scripts/lib/services-build.mjs), it is `dist/books/<name>.js` of this
 * package, whichever bundle runs this code (the service or the seed); from the TypeScript sources (tests,
 * `pnpm dev`), `<name>.ts` beside this file, run through tsx.
 */
function workerScript(name: string): { script: string; eval: boolean } {
  if (!__filename.endsWith('.ts')) {
    let dir = __dirname;
    while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
    return { script: path.join(dir, 'dist', 'books', `${name}.js`), eval: false };
  }
  const tsx = require.resolve('tsx/cjs/api');
  const source = path.join(__dirname, `${name}.ts`);
  return { script: `require(${JSON.stringify(tsx)}).register();require(${JSON.stringify(source)});`, eval: true };
}

/** One bounded job at a time per process: each may hold its `maxHeapMb` of memory. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs the worker file `name` on `data` in a thread of its own, its heap and time bounded: its answer, or
 * `overLimit` when it ran out of heap or time. Rejects only when the worker stops without an answer or cannot run
 * at all. Jobs run one after the other.
 */
export function runBoundedWorker<Data, Answer>(
  name: string,
  data: Data,
  limits: { timeoutMs: number; maxHeapMb: number },
  overLimit: Answer,
): Promise<Answer> {
  const run = queue.then(
    () =>
      new Promise<Answer>((resolve, reject) => {
        const { script, eval: isCode } = workerScript(name);
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
        const timer = setTimeout(() => settle(() => resolve(overLimit)), limits.timeoutMs);
        worker.once('message', (result: Answer) => settle(() => resolve(result)));
        worker.once('error', (error: Error & { code?: string }) =>
          settle(() => (error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? resolve(overLimit) : reject(error))),
        );
        worker.once('exit', (code) =>
          settle(() => reject(new Error(`the worker ${name} stopped (exit code ${code}) without an answer`))),
        );
      }),
  );
  queue = run.catch(() => undefined);
  return run;
}
