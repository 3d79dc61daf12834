import {
  authEndpoints,
  childHasNoEmailMessage,
  errorBodySchema,
  passwordTooShortMessage,
} from '@young-minds/contracts';
import { mockAccounts, mockMessages, mockToken } from '../fixtures';
import { createMockServer } from '../node';
import { mockState, resetMockState } from '../state';
import { adminChildren, adminParents } from './fixtures';
import { peopleMockMessages } from './people';
import { adminMockState } from './state';

/**
 * The people mocks answer as the auth service does: the admin's pages of parents and children, a parent's delete
 * taking their children and subscriptions with it, a child's edit keeping logins unique, and the admin's own
 * profile. Every answer satisfies the endpoint's schema, errors the error body.
 */
const base = 'http://localhost';
const tokens = {
  admin: mockToken(mockAccounts.admin.user),
  parent: mockToken(mockAccounts.parent.user),
  child: mockToken(mockAccounts.child.user),
};
type Caller = keyof typeof tokens | 'anonymous';

async function call(method: string, path: string, options: { as?: Caller; json?: unknown } = {}) {
  const { as = 'admin', json } = options;
  const headers: Record<string, string> = as === 'anonymous' ? {} : { authorization: `Bearer ${tokens[as]}` };
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

function errorOf(answer: { status: number; body: unknown }, status: number): string {
  expect(answer.status).toBe(status);
  return errorBodySchema.parse(answer.body).message;
}

async function login(email: string, password: string) {
  return (await call('POST', '/api/auth/login', { as: 'anonymous', json: { email, password } })).status;
}

const parentsPage = async (query = '') =>
  authEndpoints.listParents.response.parse((await call('GET', `/api/admin/parents${query}`)).body);
const childrenPage = async (query = '') =>
  authEndpoints.listChildren.response.parse((await call('GET', `/api/admin/children${query}`)).body);

describe('people fixtures satisfy the contracts', () => {
  it('when the fixture parents and children are paged, then they are contract lists, and each row a contract item', () => {
    expect(
      authEndpoints.listParents.response.parse({
        data: adminParents,
        total: adminParents.length,
        page: 1,
        pageSize: 10,
      }).data,
    ).toEqual(adminParents);
    expect(
      authEndpoints.listChildren.response.parse({
        data: adminChildren,
        total: adminChildren.length,
        page: 1,
        pageSize: 10,
      }).data,
    ).toEqual(adminChildren);
    for (const parent of adminParents) expect(authEndpoints.getParent.response.parse(parent)).toEqual(parent);
    for (const child of adminChildren) expect(authEndpoints.getChild.response.parse(child)).toEqual(child);
  });

  it('when every child is checked, then it points at a fixture parent and carries that parent name', () => {
    for (const child of adminChildren)
      expect(adminParents.find((parent) => parent.id === child.parent_id)?.name).toBe(child.parent);
  });

  it('when the messages are error bodies, then they satisfy the error schema', () => {
    for (const message of Object.values(peopleMockMessages))
      expect(errorBodySchema.parse({ message, error: message }).message).toBe(message);
  });
});

describe('people handlers answer as the auth service', () => {
  const server = createMockServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetMockState();
  });
  afterAll(() => server.close());

  // Every row has three entries: a shorter one would make jest pass its done callback as the body.
  const calls: Array<[string, string, unknown]> = [
    ['GET', '/api/admin/profile', undefined],
    ['PUT', '/api/admin/profile', { name: 'Admin', email: 'admin@youngminds.local' }],
    ['GET', '/api/admin/parents', undefined],
    ['GET', '/api/admin/parents/2', undefined],
    ['DELETE', '/api/admin/parents/2', undefined],
    ['GET', '/api/admin/children', undefined],
    ['GET', '/api/admin/children/3', undefined],
    ['PUT', '/api/admin/children/3', { name: 'Yusuf' }],
    ['DELETE', '/api/admin/children/3', undefined],
  ];

  it.each(calls)(
    'when nobody is logged in, then %s %s is 401; a parent or a child gets 403 and nothing changes',
    async (method, path, json) => {
      expect(errorOf(await call(method, path, { as: 'anonymous', json }), 401)).toBe(mockMessages.loginRequired);
      expect(errorOf(await call(method, path, { as: 'parent', json }), 403)).toBe(mockMessages.forbidden);
      expect(errorOf(await call(method, path, { as: 'child', json }), 403)).toBe(mockMessages.forbidden);
      expect(adminMockState.parents).toHaveLength(adminParents.length);
      expect(adminMockState.children).toHaveLength(adminChildren.length);
    },
  );

  describe('parents', () => {
    it('when an admin lists the parents, then a page of them comes back, newest first', async () => {
      const page = await parentsPage();
      expect(page).toMatchObject({ total: 4, page: 1, pageSize: 20 });
      expect(page.data.map((parent) => parent.name)).toEqual([
        'Bilal Ahmed',
        'Aisha Rahman',
        'Omar Siddiqui',
        'Fatima Khan',
      ]);
    });

    it('when the admin pages and searches, then the page, its size and the matches by name or email follow', async () => {
      const second = await parentsPage('?page=2&pageSize=3');
      expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
      expect(second.data.map((parent) => parent.id)).toEqual([2]);
      expect((await parentsPage('?search=OMAR')).data.map((parent) => parent.name)).toEqual(['Omar Siddiqui']);
      expect((await parentsPage('?search=parent@example')).data.map((parent) => parent.name)).toEqual(['Fatima Khan']);
      expect(await parentsPage('?search=nobody')).toMatchObject({ data: [], total: 0 });
      expect(errorOf(await call('GET', '/api/admin/parents?pageSize=500'), 400)).toMatch(/\S/);
    });

    it('when an admin opens one parent, then it comes back; an unknown id is 404 Parent not found.', async () => {
      const answer = await call('GET', '/api/admin/parents/8');
      expect(authEndpoints.getParent.response.parse(answer.body)).toMatchObject({ name: 'Bilal Ahmed', phone: null });
      expect(errorOf(await call('GET', '/api/admin/parents/3'), 404)).toBe(peopleMockMessages.parentNotFound);
      expect(errorOf(await call('GET', '/api/admin/parents/999'), 404)).toBe(peopleMockMessages.parentNotFound);
      expect(errorOf(await call('GET', '/api/admin/parents/abc'), 400)).toMatch(/\S/);
    });

    it('when an admin deletes a parent, then their children, subscriptions and logins go too', async () => {
      const answer = await call('DELETE', '/api/admin/parents/2');
      expect(authEndpoints.deleteParent.response.parse(answer.body)).toEqual({
        message: peopleMockMessages.parentDeleted,
      });
      expect((await parentsPage()).data.map((parent) => parent.id)).not.toContain(2);
      expect((await childrenPage()).data.map((child) => child.name)).toEqual(['Zainab', 'Ibrahim']);
      expect(adminMockState.subscriptions.map((subscription) => subscription.parent_id)).not.toContain(2);
      expect(await login('parent@example.com', 'parent123')).toBe(401);
      expect(await login('yusuf', 'child123')).toBe(401);
      expect(errorOf(await call('DELETE', '/api/admin/parents/2'), 404)).toBe(peopleMockMessages.parentNotFound);
    });
  });

  describe('children', () => {
    it('when an admin lists the children, then each has the parent name, newest first; search matches name, email or username', async () => {
      const page = await childrenPage();
      expect(page.total).toBe(4);
      expect(page.data.map((child) => `${child.name} (${child.parent})`)).toEqual([
        'Zainab (Aisha Rahman)',
        'Ibrahim (Omar Siddiqui)',
        'Maryam (Fatima Khan)',
        'Yusuf (Fatima Khan)',
      ]);
      expect((await childrenPage('?search=maryam.k')).data.map((child) => child.name)).toEqual(['Maryam']);
      expect((await childrenPage('?search=ibrahim.s@')).data.map((child) => child.name)).toEqual(['Ibrahim']);
      expect((await childrenPage('?page=2&pageSize=3')).data.map((child) => child.name)).toEqual(['Yusuf']);
    });

    it('when an admin opens one child, then it comes back; an unknown id or a parent id is 404 Child not found.', async () => {
      expect(authEndpoints.getChild.response.parse((await call('GET', '/api/admin/children/7')).body)).toMatchObject({
        name: 'Ibrahim',
        email: 'ibrahim.s@example.com',
      });
      expect(errorOf(await call('GET', '/api/admin/children/2'), 404)).toBe(peopleMockMessages.childNotFound);
      expect(errorOf(await call('PUT', '/api/admin/children/999', { json: { name: 'X' } }), 404)).toBe(
        peopleMockMessages.childNotFound,
      );
    });

    it('when an admin edits a child, then the saved child comes back and the list shows it', async () => {
      const answer = await call('PUT', '/api/admin/children/5', {
        json: { name: 'Maryam K.', age: 7, username: 'Maryam.Khan' },
      });
      expect(answer.status).toBe(200);
      expect(authEndpoints.updateChild.response.parse(answer.body)).toMatchObject({
        id: 5,
        name: 'Maryam K.',
        age: 7,
        username: 'maryam.khan',
        email: null,
        parent: 'Fatima Khan',
      });
      expect((await childrenPage('?search=maryam')).data[0]).toMatchObject({
        name: 'Maryam K.',
        username: 'maryam.khan',
      });
    });

    it("when an admin changes a child's login or password, then the child logs in with the new ones", async () => {
      await call('PUT', '/api/admin/children/3', { json: { username: 'yusuf.k', password: 'newpass1' } });
      expect(await login('yusuf', 'child123')).toBe(401);
      expect(await login('yusuf.k', 'child123')).toBe(401);
      expect(await login('yusuf.k', 'newpass1')).toBe(200);
      // A child without a login account gets one once the admin sets a password.
      await call('PUT', '/api/admin/children/9', { json: { password: 'zainab1' } });
      expect(await login('zainab.r', 'zainab1')).toBe(200);
    });

    it('when a username is taken or would be removed, or an email is sent, then 409 or 400 with the service message, and nothing changes', async () => {
      expect(errorOf(await call('PUT', '/api/admin/children/5', { json: { username: 'yusuf' } }), 409)).toBe(
        peopleMockMessages.usernameTaken,
      );
      for (const email of ['someone@example.com', null]) {
        expect(errorOf(await call('PUT', '/api/admin/children/5', { json: { email } }), 400)).toBe(
          childHasNoEmailMessage,
        );
      }
      expect(errorOf(await call('PUT', '/api/admin/children/5', { json: { username: null } }), 400)).toBe(
        'Username must be text.',
      );
      expect(adminMockState.children.find((child) => child.id === 5)).toMatchObject({
        username: 'maryam.k',
        email: null,
      });
    });

    it('when the edit breaks a contract rule, then 400 with its sentence', async () => {
      expect(errorOf(await call('PUT', '/api/admin/children/5', { json: { age: 19 } }), 400)).toBe(
        'Age must be between 1 and 18.',
      );
      expect(errorOf(await call('PUT', '/api/admin/children/5', { json: { password: '123' } }), 400)).toBe(
        passwordTooShortMessage,
      );
      expect(errorOf(await call('PUT', '/api/admin/children/5', { json: {} }), 400)).toBe('Nothing to update.');
    });

    it('when an admin deletes a child, then it is gone with its login; the second delete is 404', async () => {
      const answer = await call('DELETE', '/api/admin/children/3');
      expect(authEndpoints.deleteChild.response.parse(answer.body)).toEqual({
        message: peopleMockMessages.childDeleted,
      });
      expect((await childrenPage()).data.map((child) => child.id)).not.toContain(3);
      expect(await login('yusuf', 'child123')).toBe(401);
      expect(errorOf(await call('DELETE', '/api/admin/children/3'), 404)).toBe(peopleMockMessages.childNotFound);
    });
  });

  describe('admin profile', () => {
    it("when an admin opens the profile, then it is the admin's name and email", async () => {
      const answer = await call('GET', '/api/admin/profile');
      expect(authEndpoints.getAdminProfile.response.parse(answer.body)).toEqual({
        id: 1,
        name: 'Admin',
        email: 'admin@youngminds.local',
      });
    });

    it('when the admin saves a name and email, then they come back without a token and the login follows the email', async () => {
      const answer = await call('PUT', '/api/admin/profile', {
        json: { name: 'Head Admin', email: 'Head@YoungMinds.local' },
      });
      const body = authEndpoints.updateAdminProfile.response.parse(answer.body);
      expect(body).toEqual({ id: 1, name: 'Head Admin', email: 'head@youngminds.local' });
      expect(await login('head@youngminds.local', 'admin123')).toBe(200);
      expect(await login('admin@youngminds.local', 'admin123')).toBe(401);
      expect(authEndpoints.getAdminProfile.response.parse((await call('GET', '/api/admin/profile')).body).name).toBe(
        'Head Admin',
      );
    });

    it('when the admin sets a new password, then the answer carries a fresh token and the new password logs in', async () => {
      const answer = await call('PUT', '/api/admin/profile', {
        json: { name: 'Admin', email: 'admin@youngminds.local', password: 'better-secret' },
      });
      expect(authEndpoints.updateAdminProfile.response.parse(answer.body).token).toEqual(expect.any(String));
      expect(await login('admin@youngminds.local', 'better-secret')).toBe(200);
    });

    it("when the email is someone else's or the input is wrong, then 409 or 400 with the service message", async () => {
      expect(
        errorOf(
          await call('PUT', '/api/admin/profile', { json: { name: 'Admin', email: 'omar.siddiqui@example.com' } }),
          409,
        ),
      ).toBe(peopleMockMessages.emailTaken);
      expect(
        errorOf(await call('PUT', '/api/admin/profile', { json: { name: 'Admin', email: 'not-an-email' } }), 400),
      ).toBe('Please enter a valid email address.');
      expect(
        errorOf(await call('PUT', '/api/admin/profile', { json: { name: ' ', email: 'admin@youngminds.local' } }), 400),
      ).toBe('Name is required.');
      expect(
        errorOf(
          await call('PUT', '/api/admin/profile', {
            json: { name: 'Admin', email: 'admin@youngminds.local', password: '123' },
          }),
          400,
        ),
      ).toBe(passwordTooShortMessage);
      expect(mockState.accounts.get('admin@youngminds.local')?.user.name).toBe('Admin');
    });
  });
});
