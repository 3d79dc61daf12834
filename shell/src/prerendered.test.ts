import { languageStore } from '@young-minds/i18n';
import { FAMILY_DEVICE_STORAGE_KEY, sessionStore } from '@young-minds/session';
import { bindSignedInCookie, prerenderedIn } from './prerendered';

function logIn(role = 'parent') {
  sessionStore
    .getState()
    .logIn({ token: `token-${role}`, user: { name: 'Test', email: 't@example.com', role, avatar: null } });
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

describe('a signed-in role’s first screen the gateway sent rendered ahead', () => {
  const dashboard = {
    'data-prerendered-path': '/admin/dashboard',
    'data-prerendered-locale': 'en',
    'data-prerendered-role': 'admin',
  };
  const markup = '<main><h1>Admin Dashboard</h1></main>';

  test('when an admin is logged in here at that address, then the shell keeps it, for the admin area', () => {
    logIn('admin');
    expect(prerenderedIn(rootWith(dashboard, markup), { pathname: '/admin/dashboard' })).toEqual({
      path: '/admin/dashboard',
      locale: 'en',
      html: markup,
      role: 'admin',
    });
  });

  test.each([
    ['no one is logged in', null, '/admin/dashboard'],
    ['a parent is logged in', 'parent', '/admin/dashboard'],
    ['the address is another', 'admin', '/admin/parents'],
  ] as const)('when %s, then it is not kept', (_case, role, pathname) => {
    if (role) logIn(role);
    expect(prerenderedIn(rootWith(dashboard, markup), { pathname })).toBeUndefined();
  });

  test('when the reader’s language is another, then it is not kept', () => {
    logIn('admin');
    languageStore.setState({ locale: 'ar', digits: 'arab' }, true);
    expect(prerenderedIn(rootWith(dashboard, markup), { pathname: '/admin/dashboard' })).toBeUndefined();
  });
});

describe('the cookie that tells the gateway someone is logged in here', () => {
  test('when someone logs in and out, then the cookie follows', () => {
    const stop = bindSignedInCookie();
    expect(signedInCookie()).toBeUndefined();
    logIn();
    expect(signedInCookie()).toBe('ym-signed-in=parent');
    sessionStore.getState().logOut();
    expect(signedInCookie()).toBeUndefined();
    stop();
  });

  test.each(['admin', 'parent', 'child'])(
    'when a %s logs in, then the cookie names that role (the gateway hints its area’s files)',
    (role) => {
      const stop = bindSignedInCookie();
      logIn(role);
      expect(signedInCookie()).toBe(`ym-signed-in=${role}`);
      stop();
    },
  );

  test('when the session passes from a parent to a child, then the cookie names the child', () => {
    logIn('parent');
    const stop = bindSignedInCookie();
    logIn('Child');
    expect(signedInCookie()).toBe('ym-signed-in=child');
    stop();
  });

  test('when it is a family device with no session, or the role is no area’s, then the cookie says only 1', () => {
    localStorage.setItem(FAMILY_DEVICE_STORAGE_KEY, JSON.stringify({ id: 3, token: 'device-token' }));
    let stop = bindSignedInCookie();
    expect(signedInCookie()).toBe('ym-signed-in=1');
    stop();
    localStorage.clear();
    logIn('auditor');
    stop = bindSignedInCookie();
    expect(signedInCookie()).toBe('ym-signed-in=1');
    stop();
  });

  test('when the page starts with a session kept from before, then the cookie is set at once', () => {
    logIn();
    const stop = bindSignedInCookie();
    expect(signedInCookie()).toBe('ym-signed-in=parent');
    stop();
  });
});
