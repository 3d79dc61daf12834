import { runBoundedWorker } from './bounded-worker';
import { type WordConversion, type WordLimits, defaultWordLimits } from './word-limits';
import type { WordWorkerData } from './word-worker';

/**
 * A Word (DOCX) file's reader pages, made in a worker thread so that the service keeps answering meanwhile, with
 * the package's unpacked size and element count checked first and the thread's heap and time bounded (limits
 * in word-limits.ts). Rejects only when the worker cannot run at all (a fault of the server, not of the file).
 */
export function convertWordFile(document: Uint8Array, limits: Partial<WordLimits> = {}): Promise<WordConversion> {
  const all = { ...defaultWordLimits, ...limits };
  return runBoundedWorker<WordWorkerData, WordConversion>('word-worker', { document, limits: all }, all, {
    outcome: 'tooLarge',
  });
}
