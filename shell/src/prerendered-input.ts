/**
 * A prerendered page is live before the app is: on a slow phone a parent may Tab to a link or start typing their
 * email in the first second. React does not hydrate that markup, it replaces it twice (the shell's first render
 * puts the same markup back, then the public area draws its screen), and each time the focused control and what was
 * typed would vanish. This carries both across the swaps: the focus moves to the same control in the new markup
 * (same tag, text and attributes, the same one of its kind), and a field's text is put in the new field as if typed,
 * so a React form's state has it too. It stops once the prerendered markup is gone and all is carried.
 */

/** Marks the prerendered markup: as sent, and as the shell renders it until the area's screen (routing/routes). */
const prerenderedMarker = 'data-prerendered';

const controls = 'a[href], button, input, select, textarea, [tabindex]';

type Control = HTMLElement;

/**
 * What makes a control the same one in new markup: its tag, what it points to or is called, and its text. Not its
 * id: React's generated ids differ between the prerendering and the app.
 */
function keyOf(element: Element): string {
  const attribute = (name: string) => element.getAttribute(name) ?? '';
  return [
    element.tagName,
    attribute('href'),
    attribute('name'),
    attribute('type'),
    attribute('autocomplete'),
    attribute('aria-label'),
    (element.textContent ?? '').trim().slice(0, 80),
  ].join('|');
}

/** A control's place: its key and which of the controls with that key it is, in document order. */
interface Place {
  key: string;
  index: number;
}

function placeOf(container: HTMLElement, element: Element): Place {
  const key = keyOf(element);
  const same = [...container.querySelectorAll(controls)].filter((candidate) => keyOf(candidate) === key);
  return { key, index: Math.max(0, same.indexOf(element)) };
}

function find(container: HTMLElement, { key, index }: Place): Control | undefined {
  const same = [...container.querySelectorAll<Control>(controls)].filter((candidate) => keyOf(candidate) === key);
  return same[index];
}

type Field = HTMLInputElement | HTMLTextAreaElement;

const isField = (element: Element): element is Field =>
  (element instanceof HTMLInputElement && !['checkbox', 'radio', 'file', 'hidden'].includes(element.type)) ||
  element instanceof HTMLTextAreaElement;

/** Sets a field's text the way typing does: through the element's own setter, then an `input` event React hears. */
function type(field: Field, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Watches `container` (the shell's #root holding a prerendered page) until the prerendered markup is gone, and
 * carries the focus and the typed text across each swap. Returns the stop.
 */
export function carryInputThroughSwaps(container: HTMLElement): () => void {
  let focused: { element: Element; place: Place } | undefined;
  /** The fields typed into, by place, with their text (the latest wins). */
  const typed = new Map<string, { place: Place; value: string }>();

  const onFocus = (event: FocusEvent) => {
    const target = event.target;
    if (target instanceof Element && container.contains(target))
      focused = { element: target, place: placeOf(container, target) };
  };
  const remember = (field: Field) => {
    const place = placeOf(container, field);
    typed.set(`${place.key}#${place.index}`, { place, value: field.value });
  };
  const onInput = (event: Event) => {
    const target = event.target;
    if (target instanceof Element && isField(target) && container.contains(target)) remember(target);
  };

  /** In the prerendered markup (to be replaced again), or in the app's own. */
  const prerendered = (element: Element) => element.closest(`[${prerenderedMarker}]`) !== null;

  const carry = () => {
    for (const [key, { place, value }] of typed) {
      const field = find(container, place);
      if (!field || !isField(field)) continue;
      if (field.value !== value) type(field, value);
      // In the app's own form: carried for good.
      if (!prerendered(field)) typed.delete(key);
    }
    const active = document.activeElement;
    const lost = !active || active === document.body || active === container;
    if (focused && !focused.element.isConnected && lost) {
      const again = find(container, focused.place);
      if (again) {
        again.focus({ preventScroll: true });
        focused = prerendered(again) ? { element: again, place: focused.place } : undefined;
      }
    }
  };

  // What happened before this script ran (the usual case on a slow phone): the focused control, the typed fields.
  const active = document.activeElement;
  if (active && active !== container && container.contains(active))
    focused = { element: active, place: placeOf(container, active) };
  for (const field of container.querySelectorAll('input, textarea'))
    if (isField(field) && field.value !== field.defaultValue) remember(field);
  // The markup as sent is prerendered too: marked, so that the watch ends once no marked markup is left.
  for (const child of container.children) child.setAttribute(prerenderedMarker, '');
  // Once the prerendered markup is gone, the app's screen may still draw its form a moment later: what is left to
  // carry waits for it, a few seconds at most.
  let giveUp: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => {
    carry();
    if (container.querySelector(`[${prerenderedMarker}]`)) return;
    if (typed.size === 0 && (!focused || focused.element.isConnected)) stop();
    else giveUp ??= setTimeout(stop, 10_000);
  });
  const stop = () => {
    clearTimeout(giveUp);
    observer.disconnect();
    container.removeEventListener('focusin', onFocus);
    container.removeEventListener('input', onInput);
  };
  container.addEventListener('focusin', onFocus);
  container.addEventListener('input', onInput);
  observer.observe(container, { childList: true, subtree: true });
  return stop;
}
