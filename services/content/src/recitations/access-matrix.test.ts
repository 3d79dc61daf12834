import {
  type Endpoint,
  type MatrixCaller,
  childRecitationEndpoints,
  hifzEndpoints,
  matrixCallers,
  matrixStatus,
} from '@young-minds/contracts';
import { serviceDatabases } from '@young-minds/db/testing';
import {
  type TestSession,
  bearer,
  createAdmin,
  createFamily,
  filesUnder,
} from '@young-minds/service-kit/src/testing/harness';
import type request from 'supertest';
import { audioSamples } from '../media/audio-samples';
import { type ContentHarness, startContent } from '../test-support';

/**
 * The access rules of memorising and reciting (issue 36), driven as a table against two households: every endpoint ×
 * every kind of caller (anonymous, child, another family's child, parent, another parent, admin) → the status the
 * rules promise. A child's calls are their own (another family's child answers for themselves); a parent reaches
 * only their own child's map and recordings.
 */
interface World extends Record<Exclude<MatrixCaller, 'anonymous'>, TestSession> {
  recitationId: number;
}

describe.each(serviceDatabases())('hifz and recitations access matrix on $name', ({ name }) => {
  let harness: ContentHarness;
  beforeAll(async () => {
    harness = await startContent(name);
  });
  afterAll(() => harness.close());

  const send = (child: TestSession) =>
    harness
      .api()
      .post('/api/child/recitations')
      .set(bearer(child))
      .field('surah', '112')
      .field('ayahFrom', '1')
      .field('ayahTo', '4')
      .attach('audio', audioSamples.opus(), { filename: 'recitation.ogg', contentType: 'audio/ogg' });

  function call(endpoint: Endpoint, world: World, caller: MatrixCaller): request.Test {
    const path = endpoint.path
      .replace(':id', String(world.child.id))
      .replace(':recitationId', String(world.recitationId))
      .replace(':surah', '112')
      .replace(':ayah', '1');
    if (endpoint.id === 'recitations.create' && caller !== 'anonymous') return send(world[caller]);
    let test = harness.api()[endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path);
    if (caller !== 'anonymous') test = test.set(bearer(world[caller]));
    switch (endpoint.id) {
      case 'hifz.setStatus':
        return test.send({ status: 'memorized' });
      case 'hifz.review':
        return test.send({ surah: 112, ayah: 1, grade: 'good' });
      case 'recitations.review':
        return test.send({ stars: 3, comment: 'Lovely.' });
      case 'recitations.keep':
        return test.send({ kept: true });
      default:
        return test;
    }
  }

  const endpoints = [...Object.values(hifzEndpoints), ...Object.values(childRecitationEndpoints)] as Endpoint[];
  describe.each(endpoints)('$method $path', (endpoint) => {
    let world: World;
    // Fresh households per endpoint, so a delete in one row cannot change another's answer.
    beforeAll(async () => {
      const admin = await createAdmin(harness);
      const family = await createFamily(harness);
      const other = await createFamily(harness);
      // Both children have an ayah to revise, so a review is theirs to make.
      for (const child of [family.child, other.child])
        await harness.api().put('/api/child/hifz/112/1').set(bearer(child)).send({ status: 'memorized' });
      const sent = await send(family.child);
      world = {
        admin,
        parent: family.parent,
        child: family.child,
        anotherParent: other.parent,
        anotherParentsChild: other.child,
        recitationId: sent.body.recitation.id,
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
