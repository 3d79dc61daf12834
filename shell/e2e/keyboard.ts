// The keyboard alone, as the journeys use it: Tab to an element, and whether the focus can be seen where it is.
import type { Page } from 'playwright-core';

/** What the keyboard focus is on, as `tabTo`'s test sees it. */
export interface Focused {
  /** The element's accessible text: its aria-label, else its text. */
  text: string;
  href: string | null;
  /** The accessible name of the group the focused element is in (a quiz's answers), if any. */
  inGroup: string | null;
  /** The text of a form field's label (empty for anything else). */
  label: string;
  /** The element's tag and text, for failure messages. */
  describe: string;
  /** Whether the focus draws something: an outline, a ring (box-shadow), or a changed border. */
  visible: boolean;
}

export interface TabOptions {
  backwards?: boolean;
  /** Collects every element the focus passed that showed no focus indicator. */
  unseenFocus?: string[];
}

/**
 * Waits until the page in #root is React's own. A public page first shows the gateway's prerendered copy, which
 * the area's first render replaces; the shell carries the focus over to the same control (prerendered-input.ts),
 * but a control the app's screen draws differently would not be found, so the journeys start from the app's page.
 * React marks the elements it rendered with its `__reactFiber` key; the copy's have none.
 */
async function waitForLivePage(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const first = document.querySelector('#root a[href], #root button, #root input');
    return !!first && Object.keys(first).some((key) => key.startsWith('__reactFiber'));
  });
}

/** Presses Tab (or Shift+Tab) until the focused element passes `test`; fails after 80 presses. */
export async function tabTo(
  page: Page,
  test: (focused: Focused) => boolean,
  { backwards = false, unseenFocus }: TabOptions = {},
): Promise<Focused> {
  await waitForLivePage(page);
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focused = await page.evaluate((): Focused => {
      const element = document.activeElement as HTMLElement | null;
      const group = element?.closest('[role="group"], fieldset');
      const groupName =
        group?.getAttribute('aria-label') ??
        (group?.getAttribute('aria-labelledby')
          ? document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent?.trim()
          : group?.querySelector('legend')?.textContent?.trim()) ??
        null;
      const style = element ? getComputedStyle(element) : null;
      const visible =
        !!style &&
        ((style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none');
      const text = (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim();
      return {
        text,
        href: element instanceof HTMLAnchorElement ? element.href : null,
        inGroup: groupName,
        label: (element as HTMLInputElement | null)?.labels?.[0]?.textContent?.trim() ?? '',
        describe: `<${element?.tagName.toLowerCase() ?? 'none'}> "${text.slice(0, 40)}"`,
        visible,
      };
    });
    // The page itself (the focus between the last control and the browser's own) draws no ring: not a control.
    if (unseenFocus && !focused.visible && !focused.describe.startsWith('<body>')) unseenFocus.push(focused.describe);
    if (test(focused)) return focused;
  }
  throw new Error('the keyboard never reached the element');
}
