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
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: { id: string; impact: string | null; nodes: { html: string; failureSummary?: string }[] }[];
    }
    const results = await axe.run(document);
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        nodes: violation.nodes.slice(0, 5).map((node) => `${node.html.slice(0, 160)} — ${node.failureSummary ?? ''}`),
      }));
  });
}

/** How far the page scrolls sideways (0 when it fits the viewport's width). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
