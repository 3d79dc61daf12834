// What every long-running Node program of the platform runs with: `pnpm start` (services-build.mjs), the benches
// and the images (deploy/docker/*.Dockerfile, checked by deploy/deploy.test.ts).

/**
 * V8's heap settings of a program, decided by measurement (docs/benchmarks.md, issue 37). `--optimize-for-size`
 * keeps a process small but collects garbage far more often: under the signed-in list load it cost the content
 * service and the gateway more than half their throughput (0.31–0.49× the bare route against 0.84–0.92× without it,
 * same runs). Those two carry every request and run with a young generation capped at 4 MB instead, which keeps
 * most of the memory saving; auth and subscriptions (logins, checkouts: few requests) keep it.
 * @param {string} entry
 */
export function heapFlags(entry) {
  return /services\/(content|gateway)\//.test(entry) ? ['--max-semi-space-size=4'] : ['--optimize-for-size'];
}

/**
 * glibc's allocator settings every program runs with (the images set the same: deploy/docker/*.Dockerfile). A
 * fixed mmap threshold: by default glibc raises it to the size of the last large block freed, so after the first
 * login argon2's 19 MiB working memory came from the heap of a worker thread's arena and stayed in the process;
 * fixed, every block over 128 KiB is mapped on its own and given back when freed (auth 92 → 86 MB, subscriptions
 * 82 → 78 MB after logins, settled; docs/benchmarks.md, issue 37). An operator's own value is kept.
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
export function programEnv(env) {
  return { MALLOC_MMAP_THRESHOLD_: '131072', ...env };
}
