import { languageStore } from '@young-minds/i18n';
import { FAMILY_DEVICE_STORAGE_KEY, sessionStore } from '@young-minds/session';
import { bindSignedInCookie, prerenderedIn } from './prerendered';

function logIn() {
  sessionStore
    .getState()
    .logIn({ token: 'token-parent', user: { name: 'Test', email: 't@example.com', role: 'parent', avatar: null } });
}

function rootWith(attributes: Record<string, string>, html = '<main><h1>Log In</h1></main>'): HTMLElement {
  const root = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) root.setAttribute(name, value);
  root.innerHTML = html;
  return root;
}

const signedInCookie = () => document.cookie.split('; ').find((part) => part.startsWith('ym-signed-in='));

beforeEach(() => {
  localStorage.clear();
  sessionStore.getState().logOut();
  languageStore.setState({ locale: 'en', digits: 'latn' }, true);
  document.cookie = 'ym-signed-in=; path=/; max-age=0';
});

describe('the page the gateway sent prerendered', () => {
  const login = { 'data-prerendered-path': '/login', 'data-prerendered-locale': 'en' };

  test('when #root holds the page for this address in the reader’s language, then the shell keeps it', () => {
    expect(prerenderedIn(rootWith(login), { pathname: '/login' })).toEqual({
      path: '/login',
      locale: 'en',
      html: '<main><h1>Log In</h1></main>',
    });
  });

  test.each([
    ['another address', login, '/register', undefined],
    ['another language', login, '/login', 'ar'],
    ['no language named', { 'data-prerendered-path': '/login' }, '/login', undefined],
    ['an unknown language', { ...login, 'data-prerendered-locale': 'fr' }, '/login', undefined],
  ] as const)('when it was rendered for %s, then it is not kept', (_case, attributes, pathname, reader) => {
    if (reader) languageStore.setState({ locale: reader, digits: 'arab' }, true);
    expect(prerenderedIn(rootWith(attributes), { pathname })).toBeUndefined();
  });

  test('when #root is empty (the plain shell page), then there is nothing to keep', () => {
    expect(prerenderedIn(rootWith({}, ''), { pathname: '/' })).toBeUndefined();
  });

  test('when someone is logged in here, or it is a family device, then a visitor’s page is not kept', () => {
    logIn();
    expect(prerenderedIn(rootWith(login), { pathname: '/login' })).toBeUndefined();
    sessionStore.getState().logOut();
    localStorage.setItem(FAMILY_DEVICE_STORAGE_KEY, JSON.stringify({ id: 3, token: 'device-token' }));
    expect(prerenderedIn(rootWith(login), { pathname: '/login' })).toBeUndefined();
  });
});

describe('the cookie that tells the gateway someone is logged in here', () => {
  test('when someone logs in and out, then the cookie follows', () => {
    const stop = bindSignedInCookie();
    expect(signedInCookie()).toBeUndefined();
    logIn();
    expect(signedInCookie()).toBe('ym-signed-in=1');
    sessionStore.getState().logOut();
    expect(signedInCookie()).toBeUndefined();
    stop();
  });

  test('when the page starts with a session kept from before, then the cookie is set at once', () => {
    logIn();
    const stop = bindSignedInCookie();
    expect(signedInCookie()).toBe('ym-signed-in=1');
    stop();
  });
});
