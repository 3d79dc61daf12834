// axe-core in the page, as the accessibility check of the journeys: no serious or critical violation.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** What a violation says, short enough for a failure message. */
export interface AxeFinding {
  rule: string;
  impact: string | null;
  nodes: string[];
}

/**
 * Runs axe-core on the page as it is and returns the serious and critical violations (an empty list when clean).
 * The page's Content Security Policy forbids inline scripts, so the browser context must be created with
 * `bypassCSP: true` for the injection.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeFinding[]> {
  // Once per document: a page checked twice (light, then dark) keeps the first injection.
  const injected = await page.evaluate(
    () => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function',
  );
  if (!injected) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: { resultTypes: string[] }) => Promise<AxeResults> };
      }
    ).axe;
    interface AxeResults {
      violations: { id: string; impact: string | null; nodes: { html: string; failureSummary?: string }[] }[];
    }
    // Every violation is still reported in full; the passes and the rest are cut to one node each, which is
    // most of axe's time on a long page.
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        nodes: violation.nodes.slice(0, 5).map((node) => `${node.html.slice(0, 160)} — ${node.failureSummary ?? ''}`),
      }));
  });
}

/**
 * The page's width in CSS pixels against the width the screen has. Under mobile emulation a too-wide page widens
 * the layout viewport itself (the browser zooms out), so the comparison is with the screen's width, not clientWidth.
 */
export async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
}

/** The elements that stick out past the right or left edge, for the failure message. */
export async function widestElements(page: Page, width: number): Promise<string[]> {
  return page.evaluate((screenWidth) => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && (box.right > screenWidth + 1 || box.left < -1)) {
        const text = (element.textContent ?? '').trim().slice(0, 40);
        found.push(`<${element.tagName.toLowerCase()}> ${Math.round(box.left)}–${Math.round(box.right)} "${text}"`);
      }
    }
    return found.slice(-5);
  }, width);
}

/** How far the page scrolls sideways (0 when it fits the viewport's width). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Resizes the page's viewport and waits until the page has laid itself out at the new width: two frames (the
 * resize's listeners, then the render they cause), then, if it is wider than the screen, until it fits (charts
 * redraw a moment after the resize ends) or 2 s have passed; the caller's check then reports what is left.
 */
export async function resizeTo(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await page
    .waitForFunction(
      (screenWidth) => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) <= screenWidth,
      width,
      { timeout: 2_000 },
    )
    .catch(() => undefined);
}
