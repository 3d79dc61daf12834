/**
 * How much a Word (DOCX) book may ask of the server while it is made readable. A DOCX is a zip of XML: a 40 KB
 * file can unpack to megabytes of XML that mammoth then holds as a tree (13.6 MB of it took 1.5 GB and 85 s).
 * Beyond any of these the file is refused with a 400 that asks for a PDF. A children's book is far below them.
 */
export interface WordLimits {
  /** The XML parts (the text, styles, lists, relationships) unpacked, in bytes. */
  maxXmlBytes: number;
  /** Every part unpacked (pictures included), in bytes: the largest book file, unpacked, is below it. */
  maxUnpackedBytes: number;
  /** Elements in the XML parts (paragraphs, runs, texts, properties…). */
  maxElements: number;
  /** How long the conversion may take. */
  timeoutMs: number;
  /** The heap of the conversion's worker thread, in MB. */
  maxHeapMb: number;
}

const MiB = 1024 * 1024;

export const defaultWordLimits: WordLimits = {
  maxXmlBytes: 10 * MiB,
  maxUnpackedBytes: 200 * MiB,
  maxElements: 250_000,
  timeoutMs: 30_000,
  maxHeapMb: 512,
};

/** What the conversion made of a Word file. */
export type WordConversion =
  | { outcome: 'pages'; pages: string[] }
  /** Not a Word document mammoth can read, or one that shows nothing. */
  | { outcome: 'unreadable' }
  /** Beyond the limits above. */
  | { outcome: 'tooLarge' };
