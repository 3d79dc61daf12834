import JSZip from 'jszip';
import type { WordLimits } from './word-limits';

/** The parts of a Word package that are XML (mammoth parses them): everything but the pictures and fonts. */
const xmlPart = /\.(xml|rels)$/i;

/** `<` opening an element (not a closing tag, a comment, a declaration or a processing instruction). */
const isElementStart = (next: number | undefined) =>
  next !== undefined && next !== 0x2f && next !== 0x21 && next !== 0x3f;

/**
 * Streams one part's unpacked bytes to `take` until it answers false (a limit passed): whether it read to the end.
 * (jszip's node stream is not async-iterable.)
 */
function readPart(entry: JSZip.JSZipObject, take: (chunk: Buffer) => boolean): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const stream = entry.nodeStream('nodebuffer');
    stream.on('data', (chunk: Buffer) => {
      if (take(chunk)) return;
      stream.pause();
      stream.removeAllListeners();
      resolve(false);
    });
    stream.once('end', () => resolve(true));
    stream.once('error', reject);
  });
}

/**
 * Unpacks a Word package part by part, counting what it really holds (a zip's stated sizes can lie), and stops at
 * the first limit passed: 'tooLarge'; 'unreadable' when it is not a zip; 'ok' otherwise. Nothing is kept.
 */
export async function measureWordPackage(
  document: Uint8Array,
  limits: Pick<WordLimits, 'maxXmlBytes' | 'maxUnpackedBytes' | 'maxElements'>,
): Promise<'ok' | 'tooLarge' | 'unreadable'> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(document);
  } catch {
    return 'unreadable';
  }
  let unpacked = 0;
  let xml = 0;
  let elements = 0;
  for (const entry of Object.values(zip.files)) {
    if (entry.dir) continue;
    const isXml = xmlPart.test(entry.name);
    // A '<' at the end of one chunk is judged by the first byte of the next.
    let pendingOpen = false;
    const take = (chunk: Buffer) => {
      unpacked += chunk.length;
      if (unpacked > limits.maxUnpackedBytes) return false;
      if (!isXml) return true;
      xml += chunk.length;
      if (pendingOpen && isElementStart(chunk[0])) elements += 1;
      for (let at = chunk.indexOf(0x3c); at !== -1; at = chunk.indexOf(0x3c, at + 1))
        if (at + 1 < chunk.length && isElementStart(chunk[at + 1])) elements += 1;
      pendingOpen = chunk[chunk.length - 1] === 0x3c;
      return xml <= limits.maxXmlBytes && elements <= limits.maxElements;
    };
    try {
      if (!(await readPart(entry, take))) return 'tooLarge';
    } catch {
      return 'unreadable';
    }
  }
  return 'ok';
}
