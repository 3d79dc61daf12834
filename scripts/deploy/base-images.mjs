#!/usr/bin/env node
// `node scripts/deploy/base-images.mjs`: the base images the Dockerfiles name (deploy/docker), built on this machine
// when missing, because no image registry is reachable here. Each is tagged with the exact name its FROM line uses,
// so the Dockerfiles stay as they would be against a real registry:
//   node:20.20-bookworm-slim              Debian bookworm + this machine's Node 20 and npm (base/node.Containerfile)
//   nginxinc/nginx-unprivileged:1.27-alpine  Debian bookworm + nginx-light, as the unprivileged image behaves
//                                         (base/nginx.Containerfile; Debian's nginx under the name the file uses)
// Both start from a Debian bookworm root file system that debootstrap makes from the mirror apt uses here, imported
// as localhost/young-minds-base/debian:bookworm. A tag that exists is kept (the cache): `--rebuild` makes them anew.
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, imageExists, imageSize, megabytes, podmanStream } from './podman.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The certificate authorities this machine trusts (Debian's bundle, with the local ones update-ca-certificates adds). */
const caBundle = process.env.NODE_EXTRA_CA_CERTS || '/etc/ssl/certs/ca-certificates.crt';

export const debianImage = 'localhost/young-minds-base/debian:bookworm';
/** The FROM names of deploy/docker, fully qualified as podman stores them. */
export const baseImages = [
  { name: 'node', tag: 'docker.io/library/node:20.20-bookworm-slim', file: 'node.Containerfile' },
  { name: 'nginx', tag: 'docker.io/nginxinc/nginx-unprivileged:1.27-alpine', file: 'nginx.Containerfile' },
];

/** The Debian mirror apt uses on this machine (deb822 `URIs:` or a one-line `deb` source). */
function debianMirror() {
  const files = ['/etc/apt/sources.list'];
  try {
    for (const file of readdirSync('/etc/apt/sources.list.d')) files.push(path.join('/etc/apt/sources.list.d', file));
  } catch {
    // no folder
  }
  for (const file of files) {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const stanza of text.split(/\n\s*\n/)) {
      const uri = /^URIs:\s*(\S+)/m.exec(stanza)?.[1];
      if (uri && /^Suites:.*\bbookworm\b(?!-)/m.test(stanza) && !uri.includes('security')) return uri;
    }
    const line = /^deb\s+(?:\[[^\]]*\]\s+)?(\S+)\s+bookworm\s/m.exec(text);
    if (line?.[1]) return line[1];
  }
  return 'http://deb.debian.org/debian';
}

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`${command} ${args.join(' ')} failed (exit ${code})`)),
    );
  });
}

/** The Debian root file system, as a local image. */
async function buildDebian(log) {
  const mirror = debianMirror();
  const work = mkdtempSync(path.join(os.tmpdir(), 'ym-debootstrap-'));
  const rootfs = path.join(work, 'rootfs');
  try {
    log(`debootstrap bookworm from ${mirror} (minbase)…`);
    await run('debootstrap', ['--variant=minbase', 'bookworm', rootfs, mirror], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    // What an image needs no copy of, as Debian's slim images: apt's lists and packages, documentation, manual
    // pages and translations (and dpkg told to leave them out of the packages installed later).
    for (const dir of ['var/cache/apt/archives', 'var/lib/apt/lists'])
      for (const entry of readdirSync(path.join(rootfs, dir)))
        if (entry.endsWith('.deb') || (dir.endsWith('lists') && entry !== 'partial' && entry !== 'lock'))
          rmSync(path.join(rootfs, dir, entry), { force: true });
    for (const dir of ['usr/share/doc', 'usr/share/man', 'usr/share/info', 'usr/share/locale'])
      for (const entry of readdirSync(path.join(rootfs, dir)))
        rmSync(path.join(rootfs, dir, entry), { recursive: true, force: true });
    writeFileSync(
      path.join(rootfs, 'etc/dpkg/dpkg.cfg.d/docker-slim'),
      ['/usr/share/doc/*', '/usr/share/man/*', '/usr/share/info/*', '/usr/share/locale/*']
        .map((pattern) => `path-exclude ${pattern}\n`)
        .join('') + 'path-include /usr/share/doc/*/copyright\n',
    );
    log(`importing it as ${debianImage}…`);
    const code = await podmanStream(['import', '--change', 'CMD ["bash"]', '-', debianImage], {
      stdin: (stdin) => {
        const tar = spawn('tar', ['-C', rootfs, '--numeric-owner', '-c', '.'], {
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        tar.stdout.pipe(stdin);
      },
      onLine: () => {},
    });
    if (code !== 0) throw new Error(`podman import failed (exit ${code})`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The build context of the Node base: its Containerfile, this machine's node binary and npm. */
function nodeContext() {
  const node = realpathSync(process.execPath);
  const major = Number(process.versions.node.split('.')[0]);
  if (major !== 20) throw new Error(`the Node base needs Node 20 on this machine (this is ${process.version})`);
  const npmCli = spawnSync('npm', ['root', '-g'], { encoding: 'utf8' }).stdout.trim();
  const context = mkdtempSync(path.join(os.tmpdir(), 'ym-node-base-'));
  cpSync(path.join(here, 'base', 'node.Containerfile'), path.join(context, 'Containerfile'));
  cpSync(node, path.join(context, 'node'));
  cpSync(path.join(npmCli, 'npm'), path.join(context, 'npm'), { recursive: true, dereference: true });
  // This machine's trust store: the registries are reached through an egress proxy whose certificate authority
  // only this machine's bundle holds, so npm and pnpm in a build trust what they trust here.
  cpSync(existsSync(caBundle) ? caBundle : '/dev/null', path.join(context, 'ca-certificates.crt'));
  return context;
}

/**
 * Builds the missing base images; resolves with their names and sizes.
 * @param {{ rebuild?: boolean, log?: (line: string) => void }} options
 */
export async function ensureBaseImages({ rebuild = false, log = (line) => console.log(`base | ${line}`) } = {}) {
  const missing = baseImages.filter((image) => rebuild || !imageExists(image.tag));
  if (missing.length > 0 && (rebuild || !imageExists(debianImage))) await buildDebian(log);
  for (const image of missing) {
    const started = Date.now();
    log(`building ${image.tag}…`);
    const context = image.name === 'node' ? nodeContext() : path.join(here, 'base');
    try {
      const file = image.name === 'node' ? path.join(context, 'Containerfile') : path.join(context, image.file);
      const code = await build({ file, tag: image.tag, context, args: ['--pull=never'], onLine: (l) => log(`  ${l}`) });
      if (code !== 0) throw new Error(`building ${image.tag} failed (exit ${code})`);
    } finally {
      if (image.name === 'node') rmSync(context, { recursive: true, force: true });
    }
    log(`built ${image.tag} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  for (const image of baseImages.filter((image) => !missing.includes(image))) log(`${image.tag}: cached`);
  return baseImages.map((image) => ({ tag: image.tag, size: imageSize(image.tag) }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const images = await ensureBaseImages({ rebuild: process.argv.includes('--rebuild') });
  for (const image of images) console.log(`${image.tag}: ${megabytes(image.size)}`);
}
