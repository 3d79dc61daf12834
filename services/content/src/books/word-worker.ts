import { parentPort, workerData } from 'node:worker_threads';
import { docxReaderPages } from './reader';
import type { WordConversion, WordLimits } from './word-limits';
import { measureWordPackage } from './word-package';

// The worker thread that makes a Word book readable (word-conversion.ts starts it, one per file): the package is
// measured first, then converted. Its heap and time are bounded by the thread that started it.

export interface WordWorkerData {
  document: Uint8Array;
  limits: WordLimits;
}

async function convert({ document, limits }: WordWorkerData): Promise<WordConversion> {
  const measured = await measureWordPackage(document, limits);
  if (measured !== 'ok') return { outcome: measured };
  const pages = await docxReaderPages(Buffer.from(document.buffer, document.byteOffset, document.byteLength));
  return pages ? { outcome: 'pages', pages } : { outcome: 'unreadable' };
}

void convert(workerData as WordWorkerData).then(
  (result) => parentPort?.postMessage(result),
  () => parentPort?.postMessage({ outcome: 'unreadable' } satisfies WordConversion),
);
