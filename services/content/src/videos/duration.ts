import { type FileHandle, open } from 'node:fs/promises';

/**
 * A video's length in whole seconds, read from its container's header at upload (MP4/QuickTime: the movie header
 * `mvhd`; WebM: the segment's `Info` duration), so the server can tell whether a child's "watched it to the end"
 * is plausible (`progress.record`). Null when the length cannot be read (Ogg, a WebM recorded without one, a
 * damaged file): the upload is still taken; such a video's completion is then taken as the child says.
 */
export async function videoDurationSeconds(path: string): Promise<number | null> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(path, 'r');
    const { size } = await handle.stat();
    const head = await readAt(handle, 0, Math.min(size, 16));
    const seconds =
      head.readUInt32BE(0) === 0x1a45dfa3 ? await webmDuration(handle, size) : await mp4Duration(handle, size);
    return seconds !== null && Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : null;
  } catch {
    return null;
  } finally {
    await handle?.close();
  }
}

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(Math.max(0, length));
  const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
  return buffer.subarray(0, bytesRead);
}

/** The boxes from `start` to `end`: each one's type, where its content starts and where it ends. */
async function* boxes(handle: FileHandle, start: number, end: number) {
  let at = start;
  while (at + 8 <= end) {
    const header = await readAt(handle, at, 16);
    if (header.length < 8) return;
    let size = header.readUInt32BE(0);
    let headerLength = 8;
    if (size === 1) {
      if (header.length < 16) return;
      size = Number(header.readBigUInt64BE(8));
      headerLength = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < headerLength) return;
    yield { type: header.toString('latin1', 4, 8), content: at + headerLength, end: Math.min(end, at + size) };
    at += size;
  }
}

/** MP4 and QuickTime: `moov` → `mvhd` (version 0: 32-bit times, version 1: 64-bit), duration ÷ timescale. */
async function mp4Duration(handle: FileHandle, size: number): Promise<number | null> {
  for await (const box of boxes(handle, 0, size)) {
    if (box.type !== 'moov') continue;
    for await (const child of boxes(handle, box.content, box.end)) {
      if (child.type !== 'mvhd') continue;
      const header = await readAt(handle, child.content, 32);
      const version = header[0];
      if (version === 1 && header.length >= 32) {
        const timescale = header.readUInt32BE(20);
        return timescale > 0 ? Number(header.readBigUInt64BE(24)) / timescale : null;
      }
      if (version === 0 && header.length >= 20) {
        const timescale = header.readUInt32BE(12);
        return timescale > 0 ? header.readUInt32BE(16) / timescale : null;
      }
      return null;
    }
    return null;
  }
  return null;
}

const ebml = { segment: 0x18538067, info: 0x1549a966, timecodeScale: 0x2ad7b1, duration: 0x4489 } as const;

/** An EBML variable-length number at `at`: its value (the length marker kept for ids) and its length. */
function vint(buffer: Buffer, at: number, keepMarker: boolean): { value: number; length: number } | null {
  const first = buffer[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > buffer.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let index = 1; index < length; index += 1) value = value * 256 + buffer[at + index]!;
  // All ones: an unknown size (a live-recorded segment); reads as "to the end".
  const unknown = !keepMarker && value === 2 ** (7 * length) - 1;
  return { value: unknown ? Number.POSITIVE_INFINITY : value, length };
}

/** WebM: `Segment` → `Info` → `Duration` (a float, in `TimecodeScale` nanoseconds; default 1 ms). */
async function webmDuration(handle: FileHandle, size: number): Promise<number | null> {
  // The Info element sits near the start of every WebM writer's output.
  const buffer = await readAt(handle, 0, Math.min(size, 256 * 1024));
  const elements = function* (start: number, end: number) {
    let at = start;
    while (at < end) {
      const id = vint(buffer, at, true);
      if (!id) return;
      const length = vint(buffer, at + id.length, false);
      if (!length) return;
      const content = at + id.length + length.length;
      const stop = Math.min(end, content + length.value);
      yield { id: id.value, content, end: stop };
      at = stop;
    }
  };
  for (const top of elements(0, buffer.length)) {
    if (top.id !== ebml.segment) continue;
    for (const child of elements(top.content, top.end)) {
      if (child.id !== ebml.info) continue;
      let scale = 1_000_000;
      let duration: number | null = null;
      for (const field of elements(child.content, child.end)) {
        const bytes = buffer.subarray(field.content, field.end);
        if (field.id === ebml.timecodeScale) scale = bytes.reduce((value, byte) => value * 256 + byte, 0);
        if (field.id === ebml.duration)
          duration = bytes.length === 4 ? bytes.readFloatBE(0) : bytes.length === 8 ? bytes.readDoubleBE(0) : null;
      }
      return duration === null ? null : (duration * scale) / 1e9;
    }
    return null;
  }
  return null;
}
