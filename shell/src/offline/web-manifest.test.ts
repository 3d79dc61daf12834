import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_THEME } from '@young-minds/session';

const publicDir = path.join(__dirname, '..', '..', 'public');
const manifest = JSON.parse(readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8')) as {
  name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
};

/** The width and height a PNG file declares (its IHDR chunk). */
function pngSize(file: string): string {
  const bytes = readFileSync(file);
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the installable app', () => {
  it('installs as Young Minds, opening the whole platform standalone in the theme colours', () => {
    expect(manifest).toMatchObject({ name: 'Young Minds', start_url: '/', scope: '/', display: 'standalone' });
    expect(manifest.theme_color.toLowerCase()).toBe(DEFAULT_THEME.color.toLowerCase());
    expect(manifest.background_color.toLowerCase()).toBe('#ffffff');
  });

  it('has 192 and 512 px icons, one of them maskable, each the size it says', () => {
    const icons = manifest.icons.map((icon) => ({ ...icon, actual: pngSize(path.join(publicDir, icon.src)) }));
    for (const icon of icons) expect(icon.actual).toBe(icon.sizes);
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((icon) => icon.purpose.split(' ').includes('maskable'))).toBe(true);
  });

  it('links the manifest, the Apple icon and favicon.ico from the page', () => {
    const page = readFileSync(path.join(__dirname, '..', '..', 'index.html'), 'utf8');
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(pngSize(path.join(publicDir, 'icons', 'apple-touch-icon.png'))).toBe('180x180');
    expect(page).toContain('href="/icons/apple-touch-icon.png"');
    expect(readFileSync(path.join(publicDir, 'favicon.ico')).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  });
});
