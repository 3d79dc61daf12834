// The child area's journeys share these: a family with one child, the child's login as a child does it, and the
// checks every child screen must pass on a phone.
import path from 'node:path';
import type { ProgressSummary } from '@young-minds/contracts';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { seriousAxeViolations, sidewaysOverflow } from './axe';
import { addChild, artifactsDir, registerParent, type SharedStack, type SignedIn } from './stack';

/** A phone as a child holds it (390×844, touch); bypassCSP: axe-core is injected as an inline script. */
export const childPhone: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  bypassCSP: true,
};

export interface Family {
  parent: SignedIn;
  username: string;
  password: string;
}

/** A new parent (paid, so the family's subscription runs) with one child of their own (7 unless `age` says). */
export async function familyWithChild(stack: SharedStack, { age = 7 }: { age?: number } = {}): Promise<Family> {
  const parent = await registerParent(stack, 'Child Journey Parent');
  const { username, password } = await addChild(stack, parent, { name: 'Zaynab', age });
  return { parent, username, password };
}

/** The child logs in as a child would: /login, "I'm a kid", username and password. */
export async function logInAsChild(page: Page, url: (pathname: string) => string, family: Family) {
  await page.goto(url('/login'), { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: "I'm a kid" }).click();
  await page.getByLabel('Username').fill(family.username);
  await page.getByLabel('Password', { exact: true }).fill(family.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await page.waitForURL(url('/child'));
}

/**
 * What is wrong with the child screen on show, for a phone: sideways scrolling, serious or critical axe findings,
 * and tap targets under 48 px (the issue asks ≥ 48, most ≥ 64). Saves a screenshot named after the screen.
 */
export async function childScreenProblems(page: Page, name: string): Promise<string[]> {
  const problems: string[] = [];
  await page.waitForLoadState('networkidle');
  const overflow = await sidewaysOverflow(page);
  if (overflow > 0) problems.push(`${name} scrolls ${overflow}px sideways`);
  for (const finding of await seriousAxeViolations(page))
    problems.push(`${name}: ${finding.impact} ${finding.rule}\n  ${finding.nodes.join('\n  ')}`);
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('main a, main button, header a, header button')]
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => ({
        text: element.textContent?.trim() || element.getAttribute('aria-label'),
        box: element.getBoundingClientRect(),
      }))
      .filter(({ box }) => Math.min(box.width, box.height) < 48)
      .map(({ text, box }) => `${text} (${Math.round(box.width)}×${Math.round(box.height)})`),
  );
  if (small.length > 0) problems.push(`${name}: targets under 48 px: ${small.join(', ')}`);
  await page.screenshot({ path: path.join(artifactsDir, `child-phone-${name}.png`), fullPage: true });
  return problems;
}

/** What the parent's progress report says of the family's (only) child, as the parent area reads it. */
export async function parentSummaryOf(url: (pathname: string) => string, family: Family): Promise<ProgressSummary> {
  const headers = { authorization: `Bearer ${family.parent.token}` };
  const children = (await (await fetch(url('/api/parent/children'), { headers })).json()) as { data: { id: number }[] };
  const report = (await (await fetch(url(`/api/progress/children/${children.data[0]!.id}`), { headers })).json()) as {
    summary: ProgressSummary;
  };
  return report.summary;
}

/** On an opened quiz: Start, the first answer of every question, Finish (as a child who taps quickly). */
export async function takeQuizWithFirstAnswers(page: Page) {
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  for (;;) {
    // A tap chooses an answer, "Check my answer" gives it; then Next (or Finish) once the feedback is there.
    await page.getByRole('group', { name: 'Choose an answer' }).getByRole('button').first().click();
    await page.getByRole('button', { name: 'Check my answer', exact: true }).click();
    const onward = page.getByRole('button', { name: /^(Next|Finish)$/ });
    await onward.waitFor();
    const finishing = (await onward.innerText()).trim() === 'Finish';
    await onward.click();
    if (finishing) return;
  }
}
