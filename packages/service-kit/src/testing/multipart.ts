/** One part of a hand-built multipart body: a text field, or a file when `filename` is given. */
export interface MultipartPart {
  name: string;
  filename?: string;
  data: Buffer | string;
}

/**
 * A multipart/form-data body built by hand, so a test decides exactly which bytes are sent and when (part of
 * it, too fast, with odd field names) — what a browser's FormData would never let it do.
 */
export function multipartBody(
  parts: MultipartPart[],
  boundary = 'kit-test-boundary',
): { body: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream`
      : `form-data; name="${part.name}"`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`),
      Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
