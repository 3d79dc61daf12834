import {
  type Endpoint,
  type MatrixCaller,
  matrixStatus,
  matrixCallers,
  subscriptionServiceEndpoints,
} from '@young-minds/contracts';
import { serviceDatabases } from '@young-minds/db/testing';
import { type TestSession, bearer, createAdmin, createFamily } from '@young-minds/service-kit/src/testing/harness';
import { type SubscriptionsHarness, recordPayment, renewableStartDate, startSubscriptions } from './test-support';

/**
 * The access rules of packages/contracts, driven as a table against two households:
 * every subscriptions endpoint × every kind of caller → the status the rules promise.
 */
type Caller = MatrixCaller;

interface World {
  admin: TestSession;
  parent: TestSession;
  child: TestSession;
  anotherParent: TestSession;
  anotherParentsChild: TestSession;
  /** The first household's subscription: every subscription `:id` points at it. */
  subscriptionId: number;
  /** The first household's payment: every payment `:id` points at it. */
  paymentId: number;
}

/** A valid request for each endpoint, aimed at the first household (the parent and their child). */
function requestFor(endpoint: Endpoint, world: World, caller: Caller) {
  const id = endpoint.path.startsWith('/api/payments/') ? world.paymentId : world.subscriptionId;
  const path = endpoint.path.replace(':id', String(id));
  const session = caller === 'anonymous' ? undefined : world[caller];
  const bodies: Record<string, object> = {
    'subscriptions.subscribe': { plan: 'Pro', expectedTotal: 119.94 },
    'subscriptions.update': { is_active: 1 },
  };
  return { path, body: bodies[endpoint.id], session };
}

describe.each(serviceDatabases())('subscriptions access matrix on $name', ({ name }) => {
  let harness: SubscriptionsHarness;
  beforeAll(async () => {
    harness = await startSubscriptions(name);
  });
  afterAll(() => harness.close());

  describe.each(Object.values(subscriptionServiceEndpoints) as Endpoint[])('$method $path', (endpoint) => {
    let world: World;
    // A fresh pair of households per endpoint, so a cancel in one row cannot change another's answer.
    beforeAll(async () => {
      // Their plans end within 30 days, so a renewal is allowed and the status is the access rule's.
      const family = await createFamily(harness, { startDate: renewableStartDate(harness) });
      const anotherFamily = await createFamily(harness, { startDate: renewableStartDate(harness) });
      world = {
        admin: await createAdmin(harness),
        parent: family.parent,
        child: family.child,
        anotherParent: anotherFamily.parent,
        anotherParentsChild: anotherFamily.child,
        subscriptionId: family.subscriptionId,
        paymentId: (await recordPayment(harness, family.parent.id, family.subscriptionId)).id,
      };
    });

    it.each([...matrixCallers])('when %s calls, then the rules decide the status', async (caller) => {
      const { path, body, session } = requestFor(endpoint, world, caller);
      let call = harness.api()[endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path);
      if (session) call = call.set(bearer(session));
      const response = body ? await call.send(body) : await call;
      // Another family's receipt is answered as missing (404): whether it exists is not their business.
      const expected =
        endpoint.id === 'payments.receipt' && caller === 'anotherParent' ? 404 : matrixStatus(endpoint, caller);
      expect({ caller, status: response.status }).toEqual({ caller, status: expected });
      if (response.status >= 400) expect(response.body.message).toEqual(response.body.error);
    });
  });

  it('walks every endpoint the service mounts, and only those', () => {
    const ids = Object.values(subscriptionServiceEndpoints).map((endpoint) => endpoint.id);
    expect(ids.sort()).toEqual(
      [
        'admin.income',
        'payments.me',
        'payments.receipt',
        'plans.list',
        'subscriptions.cancel',
        'subscriptions.cancelOwn',
        'subscriptions.list',
        'subscriptions.me',
        'subscriptions.subscribe',
        'subscriptions.update',
      ].sort(),
    );
  });
});
