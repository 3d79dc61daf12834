// The checks every screen must pass in Arabic (issue 16), shared by the journeys that walk each area: the page
// speaks Arabic right to left, fits its width, and shows no English text of the interface. English left in the
// interface is found two ways: a text of any English catalog shown as is (a missing or bypassed translation),
// and any Latin word outside what may stay Latin (the brand, emails, usernames, content an admin wrote in
// English — content carries its own `lang`, and emails and usernames sit in `dir="ltr"` runs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { sidewaysOverflow } from './axe';
import { artifactsDir, repoRoot } from './stack';
import { catalogsOnDisk } from '../../packages/i18n/src/catalogs-on-disk';

/** Words that stay Latin in Arabic: the brand, the plan's name, the language's own name in the switch. */
export const latinAllowed = new Set(['Young', 'Minds', 'Pro', 'English', 'WebVTT', 'PIN', 'CSV', 'JSON']);

/** English catalog texts with no placeholder or markup, whose Arabic differs: shown as is, they are untranslated. */
function englishInterfaceTexts(): Set<string> {
  const texts = new Set<string>();
  for (const { folder } of catalogsOnDisk(repoRoot)) {
    const read = (locale: string) =>
      JSON.parse(readFileSync(path.join(repoRoot, folder, `${locale}.json`), 'utf8')) as Record<string, string>;
    const [en, ar] = [read('en'), read('ar')];
    for (const [id, text] of Object.entries(en)) {
      if (/[{<]/.test(text) || ar[id] === text || !/[A-Za-z]{2,}/.test(text)) continue;
      texts.add(text.trim());
    }
  }
  return texts;
}
const englishTexts = englishInterfaceTexts();

/** Opens a page in Arabic from the start: the device's choice, as the language switch leaves it. */
export async function chooseArabic(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/remotes.json`);
  await page.evaluate(() => localStorage.setItem('ym-language', JSON.stringify({ locale: 'ar', digits: 'arab' })));
}

/** The visible interface text of the page, minus content in another language and left-to-right runs. */
async function visibleInterfaceText(page: Page): Promise<{ texts: string[]; labels: string[] }> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const labels: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent) continue;
      if (parent.closest('script, style, noscript, [dir="ltr"], [translate="no"]')) continue;
      const lang = parent.closest('[lang]')?.getAttribute('lang') ?? 'ar';
      if (!lang.startsWith('ar')) continue;
      const box = parent.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      texts.push(text);
    }
    // Labels that only screen readers hear count too (they may name content, so only catalog texts are looked for).
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      if (element.closest('[dir="ltr"]')) continue;
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) labels.push(value);
      }
    }
    return { texts, labels };
  });
}

/**
 * What is wrong with the screen on show in Arabic: not lang="ar" dir="rtl", sideways scrolling, English interface
 * texts. Saves a screenshot named after the screen and the width (to look at: shell/e2e/artifacts).
 */
export async function arabicScreenProblems(
  page: Page,
  name: string,
  options: { latinWords?: boolean } = {},
): Promise<string[]> {
  const problems: string[] = [];
  await page.waitForLoadState('networkidle');
  const { lang, dir } = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
  }));
  if (lang !== 'ar' || dir !== 'rtl') problems.push(`${name}: lang="${lang}" dir="${dir}"`);
  const overflow = await sidewaysOverflow(page);
  if (overflow > 0) problems.push(`${name} scrolls ${overflow}px sideways`);
  const { texts, labels } = await visibleInterfaceText(page);
  const untranslated = [...new Set([...texts, ...labels].filter((text) => englishTexts.has(text)))];
  if (untranslated.length) problems.push(`${name}: English interface text ${JSON.stringify(untranslated)}`);
  const latin = [
    ...new Set(
      texts
        .map((text) => text.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ''))
        .flatMap((text) => text.match(/[A-Za-z]{2,}/g) ?? [])
        .filter((word) => !latinAllowed.has(word)),
    ),
  ];
  if (latin.length && options.latinWords !== false)
    problems.push(`${name}: Latin words ${JSON.stringify(latin.slice(0, 20))}`);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: path.join(artifactsDir, `arabic-${width}${name.replaceAll('/', '-')}.png`),
    fullPage: true,
  });
  return problems;
}
