import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSetupCode, normalizeSetupCode, setupCodeFile, setupCodesMatch } from './setup-code';

describe('setup codes', () => {
  it('when codes are generated, then they are 16 unambiguous symbols in 4 groups (80 bits) and differ', () => {
    const codes = new Set(Array.from({ length: 200 }, generateSetupCode));
    expect(codes.size).toBe(200);
    for (const code of codes)
      expect(code).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}(-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}){3}$/);
  });

  it('when a person types a code in another case or without dashes, then it still matches; anything else does not', () => {
    expect(normalizeSetupCode(' ab2c-DE3f ')).toBe('AB2CDE3F');
    expect(setupCodesMatch('AB2C-DE3F-GH4J-KL5M', 'ab2cde3fgh4jkl5m')).toBe(true);
    expect(setupCodesMatch('AB2C-DE3F-GH4J-KL5M', 'AB2C-DE3F-GH4J-KL5N')).toBe(false);
    expect(setupCodesMatch('AB2C-DE3F-GH4J-KL5M', '')).toBe(false);
    expect(setupCodesMatch('', '')).toBe(false);
  });

  it('when two processes ensure the code at once, then they agree on one; removing it twice is fine', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ym-setup-code-'));
    try {
      const file = setupCodeFile(dataDir);
      const [a, b] = await Promise.all([file.ensure(), setupCodeFile(dataDir).ensure()]);
      expect(a).toBe(b);
      expect((await readFile(file.path, 'utf8')).trim()).toBe(a);
      expect(await file.matches(a.toLowerCase())).toBe(true);
      expect(await file.matches(undefined)).toBe(false);
      await file.remove();
      await file.remove();
      expect(await file.matches(a)).toBe(false);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
