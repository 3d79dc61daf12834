import {
  type Endpoint,
  type MatrixCaller,
  activityEndpoints,
  matrixCallers,
  matrixStatus,
} from '@young-minds/contracts';
import { serviceDatabases } from '@young-minds/db/testing';
import { sampleFiles } from '@young-minds/service-kit/src/testing/files';
import {
  type TestSession,
  bearer,
  createAdmin,
  createFamily,
  filesUnder,
} from '@young-minds/service-kit/src/testing/harness';
import { sampleActivityBody } from '@young-minds/scenarios';
import type request from 'supertest';
import { type ContentHarness, publishAllContent, startContent } from '../test-support';

/**
 * The access rules of the activity contract, driven as a table against two households: every endpoint × every kind
 * of caller (anonymous, child, another family's child, parent, another parent, admin) → the status the rules promise.
 */
interface World extends Record<Exclude<MatrixCaller, 'anonymous'>, TestSession> {
  categoryId: number;
  activityId: number;
}

const activity = (categoryId: number) => sampleActivityBody('Good manners', categoryId);

describe.each(serviceDatabases())('activities access matrix on $name', ({ name }) => {
  let harness: ContentHarness;
  beforeAll(async () => {
    harness = await startContent(name);
  });
  afterAll(() => harness.close());

  function call(endpoint: Endpoint, world: World, caller: MatrixCaller): request.Test {
    const path = endpoint.path.replace(':id', String(world.activityId));
    let test = harness.api()[endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path);
    if (caller !== 'anonymous') test = test.set(bearer(world[caller]));
    switch (endpoint.id) {
      case 'activities.create':
      case 'activities.update':
        return test.send(activity(world.categoryId));
      case 'activities.uploadMedia':
        return test.attach('image', sampleFiles.png(), 'picture.png');
      case 'activities.submit':
        return test.send({ pairs: [{ choice: 'bismillah', target: 'g1' }] });
      default:
        return test;
    }
  }

  describe.each(Object.values(activityEndpoints) as Endpoint[])('$method $path', (endpoint) => {
    let world: World;
    // Fresh households and activity per endpoint, so a delete in one row cannot change another's answer.
    beforeAll(async () => {
      const admin = await createAdmin(harness);
      const family = await createFamily(harness);
      const other = await createFamily(harness);
      const categoryId = (await harness.db.models.Category.create({ name: `Matrix ${endpoint.id} ${name}` })).id;
      const created = await harness.api().post('/api/activities').set(bearer(admin)).send(activity(categoryId));
      // Approved by a reviewer (issue 35), so the rules alone decide who plays it.
      await publishAllContent(harness);
      world = {
        admin,
        parent: family.parent,
        child: family.child,
        anotherParent: other.parent,
        anotherParentsChild: other.child,
        categoryId,
        activityId: created.body.activity.id,
      };
    });

    it.each([...matrixCallers])('when %s calls, then the rules decide the status', async (caller) => {
      const filesBefore = filesUnder(harness.mediaRoot);
      const response = await call(endpoint, world, caller);
      expect({ caller, status: response.status }).toEqual({ caller, status: matrixStatus(endpoint, caller) });
      if (response.status >= 400) {
        expect(response.body.message).toEqual(response.body.error);
        // A refused caller's upload is never stored (nor left behind in the upload folder).
        expect(filesUnder(harness.mediaRoot)).toEqual(filesBefore);
      }
      expect(filesUnder(harness.uploadDir)).toEqual([]);
    });
  });
});
