// A large generated video and its upload, for the benches (figures only; never used by tests or the product).
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import { once } from 'node:events';
import http from 'node:http';

export const MiB = 1024 * 1024;

// The EBML header every WebM starts with (DocType "webm").
const webmHeader = Buffer.from([
  0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3,
  0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02,
]);
/** A 1×1 PNG for the thumbnail. */
export const thumbnailPng = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c63f8cfc0f01f0005000201a5f5a1e40000000049454e44ae426082',
  'hex',
);

/**
 * Writes `bytes` bytes: the WebM header, so the magic-byte check passes, then 1 MiB blocks of padding (never the
 * whole file in memory).
 * @param {string} file
 * @param {number} bytes
 */
export async function generateVideo(file, bytes) {
  const out = createWriteStream(file);
  const block = Buffer.alloc(MiB, 0x42);
  out.write(webmHeader);
  let written = webmHeader.length;
  while (written < bytes) {
    const chunk = block.subarray(0, Math.min(block.length, bytes - written));
    if (!out.write(chunk)) await once(out, 'drain');
    written += chunk.length;
  }
  out.end();
  await once(out, 'finish');
}

/**
 * A multipart POST of `/api/videos/upload` whose video part streams from disk.
 * @param {string} url
 * @param {string} token
 * @param {Record<string, string | number>} fields
 * @param {Buffer} thumbnail
 * @param {string} videoFile
 * @returns {Promise<{ status: number | undefined, body: string }>}
 */
export function uploadVideo(url, token, fields, thumbnail, videoFile) {
  const boundary = `----ym-bench-${Date.now()}`;
  const part = (/** @type {string} */ headers) => Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`);
  const head = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.concat([part(`Content-Disposition: form-data; name="${name}"`), Buffer.from(`${value}\r\n`)]),
    ),
    part('Content-Disposition: form-data; name="thumbnail"; filename="thumb.png"\r\nContent-Type: image/png'),
    thumbnail,
    Buffer.from('\r\n'),
    part('Content-Disposition: form-data; name="video"; filename="bench.webm"\r\nContent-Type: video/webm'),
  ]);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + statSync(videoFile).size + tail.length;
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': length,
        },
      },
      (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    request.on('error', reject);
    request.write(head);
    const video = createReadStream(videoFile);
    video.on('error', reject);
    video.pipe(request, { end: false });
    video.on('end', () => request.end(tail));
  });
}
