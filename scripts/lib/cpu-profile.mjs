// Where a process's CPU time went, layer by layer, from a V8 `.cpuprofile` (`node --cpu-prof`): each sample is
// given to the innermost frame of its stack that a layer claims (a pino call's stream write counts as logging, not
// as node:stream), and the rest is "node core" (http parsing, sockets, streams), "GC" or "other". Idle samples are
// left out, so the shares are of the time the process was busy. Figures only (benches), never the product.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The layers of a request through the platform, innermost-first wins. A rule matches a frame by its script's
 * path (`url`, a node_modules folder or a file of ours) or by its function's name (the bundles keep names).
 * @type {{ layer: string, url?: RegExp, fn?: RegExp }[]}
 */
const requestLayers = [
  // The write system calls themselves, whoever makes them (an answer's end, a query sent to the database).
  {
    layer: 'socket writes (syscalls)',
    fn: /^(writev|writeBuffer|writeUtf8String|writeLatin1String|writeAsciiString)$/,
  },
  { layer: 'logging (pino)', url: /\/(pino|pino-std-serializers|sonic-boom|fast-redact|thread-stream)\// },
  { layer: 'logging (pino)', fn: /^(requestLogger|logRequest|requestId)\d*$/ },
  { layer: 'metrics', url: /\/prom-client\// },
  { layer: 'metrics', fn: /^(countRequest|requests|observe|metricsRequests)\d*$/ },
  {
    layer: 'database driver',
    url: /\/(mysql2|sqlite3|@appthreat\/sqlite3|lru\.min|denque|generate-function|iconv-lite)\//,
  },
  { layer: 'Sequelize', url: /\/(sequelize|sequelize-pool|wkx|dottie|inflection|moment|moment-timezone)\// },
  { layer: 'contract check (zod)', url: /\/zod\// },
  { layer: 'token & principal', url: /\/(jose|jsonwebtoken|jws|jwa|ioredis|@ioredis)\// },
  {
    layer: 'token & principal',
    fn: /^(authenticate|resolvePrincipal|verify|loadPrincipal|readBearerToken|authorize|requireRole|principalFor|cached)\d*$/,
  },
  { layer: 'subscription gate', fn: /^(mediaLinksFor|familyHasActiveSubscription|contentAudienceOf|sign|signed)\d*$/ },
  {
    layer: 'repository & handler',
    fn: /^(list|listVideos|presentVideo|toContractShape|endpointHandler|withReadersMessage)\d*$/,
  },
  {
    layer: 'proxy hop',
    fn: /^(proxyToService|forward|send|upstreamHeaders|withoutHopByHop|hasDotSegment|upstreamPath)\d*$/,
  },
  {
    layer: 'Koa & router',
    url: /\/(koa|@koa\/router|koa-compose|path-to-regexp|on-finished|statuses|accepts|negotiator|mime-types|type-is|content-type|vary|cookies|keygrip|http-errors|delegates|only|fresh|encodeurl|escape-html|destroy|ee-first)\//,
  },
  { layer: 'compression', url: /\/(zlib)/ },
  { layer: 'compression', fn: /^(compress|compressAnswer)\d*$/ },
];

/**
 * @param {string} file a `.cpuprofile`
 * @param {{ from?: number, to?: number }} [window] only the samples taken between these monotonic times (µs, as
 *   `process.hrtime.bigint() / 1000n` reads them in any process of the machine): the load, not the start
 * @param {{ layer: string, url?: RegExp, fn?: RegExp }[]} [rules]
 * @returns {{ busyMs: number, layers: { layer: string, ms: number, share: number }[] }}
 */
function layerBreakdown(file, { from = 0, to = Infinity } = {}, rules = requestLayers) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  /** @type {Map<number, any>} */
  const nodes = new Map(profile.nodes.map((/** @type {any} */ node) => [node.id, node]));
  /** @type {Map<number, number>} */
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  /** @type {Map<number, string>} the layer of each node (its stack's innermost claimed frame), memoised */
  const layerOf = new Map();
  const classify = (/** @type {number} */ id) => {
    const known = layerOf.get(id);
    if (known) return known;
    /** @type {number[]} */
    const path = [];
    let layer = '';
    for (let at = /** @type {number | undefined} */ (id); at !== undefined; at = parents.get(at)) {
      const cached = layerOf.get(at);
      if (cached) {
        layer = cached;
        break;
      }
      path.push(at);
      const { functionName, url } = nodes.get(at).callFrame;
      if (functionName === '(garbage collector)') layer = 'GC';
      else if (functionName === '(idle)') layer = 'idle';
      else if (functionName === '(program)') layer = 'other (program)';
      else {
        const rule = rules.find((r) => (r.url && r.url.test(url)) || (r.fn && r.fn.test(functionName)));
        if (rule) layer = rule.layer;
        else continue;
      }
      break;
    }
    // Unclaimed all the way up: node's own http, net and stream code, or ours outside the layers.
    if (!layer) {
      const { url } = nodes.get(id).callFrame;
      return url.startsWith('node:') || url === '' ? 'node core (http, net, streams)' : 'other';
    }
    // The frames below the claiming one share its layer (no rule claimed any of them).
    for (const at of path) layerOf.set(at, layer);
    return layer;
  };
  /** @type {Map<string, number>} */
  const totals = new Map();
  const deltas = profile.timeDeltas ?? [];
  let at = profile.startTime;
  profile.samples.forEach((/** @type {number} */ id, /** @type {number} */ index) => {
    at += deltas[index] ?? 0;
    if (at < from || at > to) return;
    const layer = classify(id);
    totals.set(layer, (totals.get(layer) ?? 0) + (deltas[index + 1] ?? deltas[index] ?? 0) / 1000);
  });
  totals.delete('idle');
  const busyMs = [...totals.values()].reduce((a, b) => a + b, 0);
  const layers = [...totals.entries()]
    .map(([layer, ms]) => ({ layer, ms, share: busyMs ? ms / busyMs : 0 }))
    .sort((a, b) => b.ms - a.ms);
  return { busyMs, layers };
}

/**
 * The processes that will write their profile into `dir` (their NODE_OPTIONS name it), by pid, each named by the
 * program it runs (`services/content/dist/index.js` → `content`). Read before they stop: the profiles are written
 * at exit, named after the pid.
 * @param {string} dir
 * @returns {Map<number, string>}
 */
export function profiledProcesses(dir) {
  /** @type {Map<number, string>} */
  const found = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const environ = readFileSync(`/proc/${entry}/environ`, 'latin1');
      if (!environ.includes(dir)) continue;
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'latin1').split('\0');
      const program = cmdline.find((arg) => /\/(src|dist)\/[\w-]+\.(js|ts|mjs)$/.test(arg)) ?? cmdline[1] ?? '';
      const name = /(?:services|packages)\/([\w-]+)\//.exec(program)?.[1] ?? program.split('/').pop() ?? entry;
      found.set(Number(entry), name);
    } catch {
      // gone, or not ours
    }
  }
  return found;
}

/**
 * The breakdown of each named process's profile in `dir`, once they have exited.
 * @param {string} dir
 * @param {Map<number, string>} processes from profiledProcesses
 * @param {string[]} names which to print (e.g. gateway, content)
 * @param {{ from?: number, to?: number }} [window] see layerBreakdown
 */
export function printBreakdowns(dir, processes, names, window = {}) {
  for (const file of readdirSync(dir)) {
    const pid = Number(/\.(\d+)\.\d+\.\d+\.cpuprofile$/.exec(file)?.[1]);
    const name = processes.get(pid);
    if (!name || !names.includes(name)) continue;
    const { busyMs, layers } = layerBreakdown(path.join(dir, file), window);
    console.log(`  ${name} (pid ${pid}): busy ${Math.round(busyMs)} ms of CPU`);
    for (const { layer, ms, share } of layers)
      console.log(`    ${layer.padEnd(32)} ${String(Math.round(ms)).padStart(6)} ms  ${(share * 100).toFixed(1)} %`);
  }
}
