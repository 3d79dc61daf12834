import { type Endpoint, type MatrixCaller, matrixCallers, matrixStatus, quranEndpoints } from '@young-minds/contracts';
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

type World = Record<Exclude<MatrixCaller, 'anonymous'>, TestSession>;

/** Al-Ikhlas: four ayahs. */
const surah = 112;

/**
 * The access rules of the Quran corner's contract, driven as a table against two households: every endpoint ×
 * every kind of caller → the status the rules promise; a refused upload stores nothing.
 */
describe.each(serviceDatabases())('Quran corner access matrix on $name', ({ name }) => {
  let harness: ContentHarness;
  beforeAll(async () => {
    harness = await startContent(name);
  });
  afterAll(() => harness.close());

  function call(endpoint: Endpoint, world: World, caller: MatrixCaller): request.Test {
    const path = endpoint.path.replace(':number', String(surah));
    let test = harness.api()[endpoint.method.toLowerCase() as 'get' | 'put' | 'delete'](path);
    if (caller !== 'anonymous') test = test.set(bearer(world[caller]));
    if (endpoint.id !== quranEndpoints.putRecitation.id) return test;
    return test
      .field('reciter', 'Mahmoud Khalil Al-Husary')
      .field('licence', 'Public domain')
      .field('ayahStarts', '0, 2, 4, 6')
      .attach('audio', audioSamples.id3(), 'ikhlas.mp3');
  }

  describe.each(Object.values(quranEndpoints) as Endpoint[])('$method $path', (endpoint) => {
    let world: World;
    // Fresh households and a recitation per endpoint, so a removal in one row cannot change another's answer.
    beforeAll(async () => {
      const admin = await createAdmin(harness);
      const family = await createFamily(harness);
      const other = await createFamily(harness);
      world = {
        admin,
        parent: family.parent,
        child: family.child,
        anotherParent: other.parent,
        anotherParentsChild: other.child,
      };
      const seeded = await call(quranEndpoints.putRecitation, world, 'admin');
      expect(seeded.status).toBe(200);
    });

    it.each([...matrixCallers])('when %s calls, then the rules decide the status', async (caller) => {
      const filesBefore = filesUnder(harness.mediaRoot);
      const response = await call(endpoint, world, caller);
      expect({ caller, status: response.status }).toEqual({ caller, status: matrixStatus(endpoint, caller) });
      if (response.status >= 400) {
        expect(response.body.message).toEqual(response.body.error);
        expect(filesUnder(harness.mediaRoot)).toEqual(filesBefore);
      }
      expect(filesUnder(harness.uploadDir)).toEqual([]);
    });
  });
});
