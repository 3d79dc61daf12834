import { act, useId, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { carryInputThroughSwaps } from './prerendered-input';

// The gateway's prerendered /login, as the reader meets it before the app runs: a link in the header and the form.
const sentMarkup =
  '<header><a href="/">Home</a><a href="/login">Log in</a></header>' +
  '<main><form><label>Email <input id="r1" name="email" type="email"></label>' +
  '<label>Password <input name="password" type="password"></label><button type="submit">Log in</button></form></main>';

/** The public area's login screen: React's own form, its state shown so the test sees what React holds. */
function LoginScreen() {
  const [email, setEmail] = useState('');
  return (
    <>
      <header>
        <a href="/">Home</a>
        <a href="/login">Log in</a>
      </header>
      <main>
        <form>
          <label>
            Email{' '}
            <input
              // React's generated ids are not the prerendering's.
              id={useId()}
              name="email"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </label>
          <label>
            Password <input name="password" type="password" />
          </label>
          <button type="submit">Log in</button>
        </form>
        <p data-testid="state">{email}</p>
      </main>
    </>
  );
}

/** Types as a reader does: the field's text changes and it says so. */
function typeInto(field: HTMLInputElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const flushObservers = () => act(() => Promise.resolve());

let container: HTMLElement;
beforeEach(() => {
  container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = sentMarkup;
  document.body.append(container);
});
afterEach(() => container.remove());

describe('what a reader does on a prerendered page before the app runs', () => {
  it('when they typed their email before the app ran, and the page is drawn again twice, then the app holds it and the field keeps the focus', async () => {
    const email = container.querySelector<HTMLInputElement>('input[name="email"]')!;
    email.focus();
    typeInto(email, 'amina@example.com');
    // The shell's script arrives only now.
    carryInputThroughSwaps(container);

    // The shell's first render: the same markup again, in new elements.
    container.replaceChildren();
    container.insertAdjacentHTML('afterbegin', `<div data-prerendered="">${sentMarkup}</div>`);
    await flushObservers();
    const again = container.querySelector<HTMLInputElement>('input[name="email"]')!;
    expect(again).not.toBe(email);
    expect(again.value).toBe('amina@example.com');
    expect(document.activeElement).toBe(again);

    // The public area's screen replaces it: React's state has the text, and the field the focus.
    const root = createRoot(container);
    await act(async () => root.render(<LoginScreen />));
    await flushObservers();
    const screenField = container.querySelector<HTMLInputElement>('input[name="email"]')!;
    expect(screenField.value).toBe('amina@example.com');
    expect(container.querySelector('[data-testid="state"]')?.textContent).toBe('amina@example.com');
    expect(document.activeElement).toBe(screenField);
    act(() => root.unmount());
  });

  it('when they tab to the second of two links while the app loads, then that link has the focus after the swap', async () => {
    carryInputThroughSwaps(container);
    const links = container.querySelectorAll<HTMLAnchorElement>('a');
    links[1]!.focus();
    const root = createRoot(container);
    await act(async () => root.render(<LoginScreen />));
    await flushObservers();
    expect(document.activeElement?.getAttribute('href')).toBe('/login');
    expect(document.activeElement).not.toBe(links[1]);
    act(() => root.unmount());
  });

  it('when the app has taken over, then later changes are left alone: the watch has ended', async () => {
    carryInputThroughSwaps(container);
    container.querySelector<HTMLAnchorElement>('a')!.focus();
    const root = createRoot(container);
    await act(async () => root.render(<LoginScreen />));
    await flushObservers();
    // The reader moves on and the screen changes: nothing takes the focus back to the old link.
    (document.activeElement as HTMLElement).blur();
    await act(async () => root.render(<p>Another screen</p>));
    await act(async () => root.render(<LoginScreen />));
    await flushObservers();
    expect(document.activeElement).toBe(document.body);
    act(() => root.unmount());
  });
});
