// When `pnpm start` rebuilds something (the front ends, the compiled services): its output is missing or older
// than any of its inputs. Modification times only: no hashing, so an up-to-date check costs a few stat calls.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const skipDirs = new Set(['node_modules', 'dist', 'e2e', 'artifacts', '.rsbuild']);

/**
 * Newest modification time (ms) of a file or of any file under a folder; 0 if absent.
 * @param {string} target
 * @returns {number}
 */
function newestMtime(target) {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (skipDirs.has(entry.name) || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/**
 * Folders of the workspace packages a package depends on (`workspace:` versions), transitively.
 * @param {string} repoRoot
 * @param {string} pkgDir
 * @param {Set<string>} [seen]
 * @returns {Set<string>}
 */
export function workspaceDeps(repoRoot, pkgDir, seen = new Set()) {
  const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  const deps = { ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies };
  for (const [name, version] of Object.entries(deps)) {
    if (!String(version).startsWith('workspace:') || !name.startsWith('@young-minds/')) continue;
    const dir = path.join(repoRoot, 'packages', name.slice('@young-minds/'.length));
    if (seen.has(dir) || !existsSync(path.join(dir, 'package.json'))) continue;
    seen.add(dir);
    workspaceDeps(repoRoot, dir, seen);
  }
  return seen;
}

/**
 * Whether `output` is missing or older than any file in `inputs` (files or folders).
 * @param {string} output
 * @param {string[]} inputs
 */
export function isStale(output, inputs) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  return builtAt === 0 || Math.max(...inputs.map(newestMtime)) > builtAt;
}
