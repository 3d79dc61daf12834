// A small HTTP load generator for the media bench: node:http with a keep-alive Agent, no dependency. It costs the
// same CPU whichever server it measures, so figures taken moments apart on the same cores compare as ratios.
import http from 'node:http';

const MiB = 1024 * 1024;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Keeps `connections` keep-alive connections busy with GETs of `url`, each a Range of `rangeBytes` at offsets
 * spread over the file, for `durationMs`. Every answer must be a 206 of exactly that length.
 * @param {string} url
 * @param {{ rangeBytes: number, connections: number, durationMs: number, fileBytes: number }} options
 */
export async function loadRanges(url, { rangeBytes, connections, durationMs, fileBytes }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const slots = Math.floor(fileBytes / rangeBytes);
  const latencies = [];
  let bytes = 0;
  let counter = 0;
  const started = performance.now();
  const deadline = started + durationMs;

  const once = () =>
    new Promise((resolve, reject) => {
      const start = ((counter++ * 7919) % slots) * rangeBytes;
      const t0 = performance.now();
      const request = http.get(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          headers: { range: `bytes=${start}-${start + rangeBytes - 1}` },
        },
        (response) => {
          let received = 0;
          response.on('data', (chunk) => (received += chunk.length));
          response.on('end', () => {
            if (response.statusCode !== 206 || received !== rangeBytes)
              return reject(new Error(`${url}: ${response.statusCode} with ${received} bytes`));
            latencies.push(performance.now() - t0);
            bytes += received;
            resolve(undefined);
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
    });

  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) await once();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / elapsed,
    mbPerSecond: bytes / MiB / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}
