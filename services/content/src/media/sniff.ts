import type { FileHandle } from 'node:fs/promises';
import { type MediaKind, type SniffedType, sniffMedia } from '@young-minds/contracts';

/** Reads up to `length` bytes at `position` (fewer at the end of the file). */
async function readAt(handle: FileHandle, position: number, length: number): Promise<Uint8Array> {
  const buffer = Buffer.alloc(length);
  let filled = 0;
  while (filled < length) {
    const { bytesRead } = await handle.read(buffer, filled, length - filled, position + filled);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return buffer.subarray(0, filled);
}

/**
 * What an uploaded temp file is, if it is one of the formats `kind` accepts; null otherwise. The table itself is
 * the contracts' `sniffMedia`, which the mocks use too.
 */
export function sniffFile(handle: FileHandle, size: number, kind: MediaKind): Promise<SniffedType | null> {
  return sniffMedia((position, length) => readAt(handle, position, length), size, kind);
}

export { jsonContentType } from '@young-minds/service-kit';
