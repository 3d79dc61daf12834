import {
  type Endpoint,
  type MatrixCaller,
  accessOutcome,
  authEndpoints,
  familyDeviceHeader,
  matrixCallers,
} from '@young-minds/contracts';
import { type EmailTokenPurpose, hashEmailToken } from '@young-minds/db';
import { serviceDatabases } from '@young-minds/db/testing';
import { bearer } from '@young-minds/service-kit/src/testing/harness';
import {
  type AuthHarness,
  type LoggedIn,
  addChild,
  adminEmail,
  loginAdmin,
  registerParent,
  startAuth,
} from './test-support';

/**
 * The access rules of packages/contracts, driven as a table against two households:
 * every auth endpoint × every kind of caller → the status the rules promise.
 */
type Caller = MatrixCaller;

interface World {
  admin: LoggedIn;
  parent: LoggedIn;
  child: LoggedIn;
  anotherParent: LoggedIn;
  anotherParentsChild: LoggedIn;
  /** The children's sessions as their parents' hand-off opened them: the only ones that may return to the parent. */
  handedOver: Partial<Record<Caller, LoggedIn>>;
  /** The first household's family device (made for the family-device rows only). */
  familyDevice?: { id: number; deviceToken: string };
  /** The emailed-link rows: one unused link per caller, owned by a parent who is none of the callers. */
  links?: Partial<Record<Caller, string>>;
}

/** The rows that need the first household's family device (and its child let in without a picture code). */
const familyDeviceRows = new Set(['parent.devices.remove', 'familyDevice.children', 'auth.childPictureLogin']);

/** The rows that redeem an emailed link, and the link's purpose. */
const emailLinkRows: Record<string, EmailTokenPurpose> = {
  'auth.resetPassword': 'reset-password',
  'auth.verifyEmail': 'verify-email',
  'auth.signInLink.redeem': 'sign-in',
};

let uniqueCounter = 0;

/** A valid request for each endpoint, aimed at the first household (the parent and their child). */
function requestFor(endpoint: Endpoint, world: World, caller: Caller) {
  uniqueCounter += 1;
  const id = endpoint.path.includes('/parents/')
    ? world.parent.id
    : endpoint.id === 'parent.devices.remove'
      ? (world.familyDevice?.id ?? 0)
      : world.child.id;
  const path = endpoint.path.replace(':id', String(id));
  const session =
    caller === 'anonymous'
      ? undefined
      : endpoint.id === 'auth.returnToParent'
        ? (world.handedOver[caller] ?? world[caller])
        : world[caller];
  // A child takes the device back with its own family's parent's password.
  const callersParent = caller === 'anotherParentsChild' ? world.anotherParent : world.parent;
  const bodies: Record<string, object> = {
    'auth.login': { email: world.parent.email, password: world.parent.password },
    'auth.register': {
      name: 'New Parent',
      phone: '555 0199',
      email: `matrix${uniqueCounter}@example.test`,
      password: 'secret1',
    },
    'auth.checkPasswordSet': { email: adminEmail },
    'auth.setPassword': { email: adminEmail, password: 'another-password' },
    'auth.changePassword': { currentPassword: session?.password ?? 'x', newPassword: 'brand-new-password' },
    'admin.profile.update': { name: 'Admin', email: adminEmail },
    'admin.children.update': { name: 'Renamed' },
    'parent.children.add': {
      name: 'New Kid',
      age: 6,
      username: `matrixkid${uniqueCounter}`,
      password: 'kidpass',
      avatar: 'fish',
    },
    'parent.children.update': { name: 'Renamed' },
    'auth.returnToParent': { password: callersParent.password },
    'parent.pin.set': { currentPassword: session?.password ?? 'x', pin: '2468' },
    'parent.profile.update': { name: 'Renamed Parent', email: session?.email ?? 'x@example.test', phone: '555 0101' },
    'family.theme.set': { name: 'Forest' },
    'auth.preferences.set': { locale: 'ar' },
    'child.avatar.set': { avatar: 'owl' },
    'parent.account.delete': { password: session?.password ?? 'x' },
    'parent.devices.add': { name: 'Kitchen tablet' },
    'parent.children.pictureCode': { pictures: ['moon', 'star', 'sun'] },
    'auth.childPictureLogin': { deviceToken: world.familyDevice?.deviceToken, childId: world.child.id, pictures: [] },
    'family.settings.set': { timeZone: 'Asia/Jakarta', weekStartsOn: 'saturday' },
    'auth.forgotPassword': { email: world.parent.email },
    'auth.signInLink.request': { email: world.parent.email },
    'auth.resetPassword': { token: world.links?.[caller], password: 'reset-password-1' },
    'auth.verifyEmail': { token: world.links?.[caller] },
    'auth.signInLink.redeem': { token: world.links?.[caller] },
  };
  // The family device's own calls carry its token, whoever else is signed in on the browser.
  const headers: Record<string, string> =
    endpoint.id === 'familyDevice.children' ? { [familyDeviceHeader]: world.familyDevice?.deviceToken ?? '' } : {};
  return { path, body: bodies[endpoint.id], session, headers };
}

/** The child's session as the parent's hand-off opens it on this device. */
async function handOff(harness: AuthHarness, parent: LoggedIn, child: LoggedIn): Promise<LoggedIn> {
  const handed = await harness.api().post(`/api/parent/children/${child.id}/handoff`).set(bearer(parent));
  if (handed.status !== 200) throw new Error(`hand-off failed: ${handed.status}`);
  return { ...child, token: authEndpoints.handOffToChild.response.parse(handed.body).token };
}

/** The parent marks a family device; their child may open it by the tile alone (the matrix sends no pictures). */
async function familyDeviceOf(harness: AuthHarness, parent: LoggedIn, child: LoggedIn) {
  const added = await harness.api().post('/api/parent/devices').set(bearer(parent)).send({ name: 'Tablet' });
  if (added.status !== 200) throw new Error(`family device failed: ${added.status}`);
  const opened = await harness
    .api()
    .put(`/api/parent/children/${child.id}`)
    .set(bearer(parent))
    .send({ opens_without_code: true });
  if (opened.status !== 200) throw new Error(`opens_without_code failed: ${opened.status}`);
  return authEndpoints.addFamilyDevice.response.parse(added.body);
}

/** One unused emailed link per caller (stored as the service stores them), all for a parent outside the matrix. */
async function linksFor(harness: AuthHarness, purpose: EmailTokenPurpose): Promise<Partial<Record<Caller, string>>> {
  const owner = await registerParent(harness);
  const links: Partial<Record<Caller, string>> = {};
  for (const caller of matrixCallers) {
    const token = `matrix-${purpose}-${caller}-${owner.id}`;
    await harness.db.models.EmailToken.create({
      userId: owner.id,
      purpose,
      tokenHash: hashEmailToken(token),
      email: owner.email,
      expiresAt: new Date(harness.clock.now().getTime() + 10 * 60_000),
    });
    links[caller] = token;
  }
  return links;
}

/** What the rules promise: 401 without a session, 403 for another role or another family, else success. */
function expectedStatus(endpoint: Endpoint, caller: Caller): number {
  const outcome = accessOutcome(endpoint.access, caller);
  if (outcome !== 'allowed') return outcome;
  // The admin password is already set in this world, so setting it again is refused for everyone.
  if (endpoint.id === 'auth.setPassword') return 409;
  // Any parent may remove their own family devices; another family's is not found (its existence is not told).
  if (endpoint.id === 'parent.devices.remove' && caller === 'anotherParent') return 404;
  return endpoint.successStatus ?? 200;
}

describe.each(serviceDatabases())('auth access matrix on $name', ({ name }) => {
  let harness: AuthHarness;
  beforeAll(async () => {
    harness = await startAuth(name);
  });
  afterAll(() => harness.close());

  describe.each(Object.values(authEndpoints) as Endpoint[])('$method $path', (endpoint) => {
    let world: World;
    // A fresh pair of households per endpoint, so a delete or logout in one row cannot change another's answer.
    beforeAll(async () => {
      const admin = await loginAdmin(harness);
      const parent = await registerParent(harness);
      const anotherParent = await registerParent(harness);
      const child = await addChild(harness, parent);
      const anotherParentsChild = await addChild(harness, anotherParent);
      world = {
        admin,
        parent,
        anotherParent,
        child,
        anotherParentsChild,
        handedOver: {
          child: await handOff(harness, parent, child),
          anotherParentsChild: await handOff(harness, anotherParent, anotherParentsChild),
        },
        familyDevice: familyDeviceRows.has(endpoint.id) ? await familyDeviceOf(harness, parent, child) : undefined,
        links: emailLinkRows[endpoint.id] ? await linksFor(harness, emailLinkRows[endpoint.id]!) : undefined,
      };
    });

    it.each([...matrixCallers])('when %s calls, then the rules decide the status', async (caller) => {
      const { path, body, session, headers } = requestFor(endpoint, world, caller);
      let call = harness.api()[endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path);
      if (session) call = call.set(bearer(session));
      call = call.set(headers);
      const response = body ? await call.send(body) : await call;
      expect({ caller, status: response.status }).toEqual({ caller, status: expectedStatus(endpoint, caller) });
      if (response.status >= 400) expect(response.body.message).toEqual(response.body.error);
    });
  });
});
