// @ts-check
// Debian's Chromium as the e2e tests and the benchmarks launch it (never a downloaded browser).

/** The browser binary: CHROMIUM_PATH, else Debian's. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags that work as root in a container: no sandbox, no GPU, no background traffic, a fake microphone. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // A fake microphone (a beep) whose permission prompt is answered yes: the child records a recitation in the e2e.
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];
