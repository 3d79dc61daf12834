import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

/** Compiles `source` with scripts/lib/services-build.mjs, as `pnpm start` compiles each service; returns the bundle. */
function compile(source: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ym-services-build-'));
  try {
    writeFileSync(path.join(dir, 'entry.ts'), source);
    const program = { name: 'fixture', source: path.join(dir, 'entry.ts'), output: path.join(dir, 'dist', 'entry.js') };
    const script =
      `import(${JSON.stringify(path.join(repoRoot, 'scripts/lib/services-build.mjs'))})` +
      `.then((build) => build.buildServicePrograms([${JSON.stringify(program)}]))` +
      '.then((errors) => { if (errors.length > 0) throw new Error(errors.join("\\n")); });';
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repoRoot, stdio: 'pipe' });
    return readFileSync(program.output, 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the compiled services (scripts/lib/services-build.mjs)', () => {
  it('when a source holds non-ASCII text in comments and strings, then the bundle is all ASCII (V8 keeps it at one byte a character) and the strings keep their text', () => {
    const bundle = compile(
      [
        'export const labels = {',
        '  /** The arrow → and the ellipsis … in a kept comment. */',
        "  next: 'Next → …',",
        "  arabic: 'مرحبا',",
        "  emoji: '🌙',",
        '};',
        'console.log(JSON.stringify(labels));',
      ].join('\n'),
    );

    expect(bundle).toMatch(/^[\p{ASCII}]*$/u);
    expect(bundle).toContain('/** The arrow ? and the ellipsis ? in a kept comment. */');
    const printed = execFileSync(process.execPath, ['-e', bundle], { encoding: 'utf8' });
    expect(JSON.parse(printed)).toEqual({ next: 'Next → …', arabic: 'مرحبا', emoji: '🌙' });
  });
});
