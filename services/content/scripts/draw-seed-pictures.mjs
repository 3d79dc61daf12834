// Renders the demo content's pictures, drawn as SVG for the project (services/content/seed/media/pictures/*.svg), to
// the PNG files the seed stores: `node services/content/scripts/draw-seed-pictures.mjs [name…]`. The media store
// takes the pictures an admin may upload (JPEG, PNG, GIF, WebP; no SVG, which could carry a script), so the seed's
// pictures go through the same door as an upload. Uses Debian's Chromium (`/usr/bin/chromium` or CHROMIUM_PATH),
// the one the end-to-end journeys drive; 480×360 (4:3) is sharp on a 160 px tile at three device pixels a pixel.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('../seed/media/pictures/', import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const [width, height] = [480, 360];

const wanted = process.argv.slice(2);
const names = readdirSync(folder)
  .filter((file) => file.endsWith('.svg'))
  .map((file) => file.slice(0, -'.svg'.length))
  .filter((name) => wanted.length === 0 || wanted.includes(name));

const temp = mkdtempSync(path.join(os.tmpdir(), 'ym-pictures-'));
try {
  for (const name of names) {
    const page = path.join(temp, `${name}.html`);
    const source = path.join(folder, `${name}.svg`);
    writeFileSync(
      page,
      '<!doctype html><style>html,body{margin:0;overflow:hidden}img{display:block;width:100vw;height:100vh}</style>' +
        `<img src="file://${source}" alt="">`,
    );
    execFileSync(
      chromium,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--hide-scrollbars',
        `--window-size=${width},${height}`,
        `--screenshot=${path.join(folder, `${name}.png`)}`,
        `file://${page}`,
      ],
      { stdio: 'ignore' },
    );
    console.log(`${name}.png`);
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}
