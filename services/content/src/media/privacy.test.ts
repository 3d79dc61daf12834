import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serviceDatabases } from '@young-minds/db/testing';
import { createLogger } from '@young-minds/service-kit';
import {
  type TestSession,
  bearer,
  createAdmin,
  createChild,
  createFamily,
} from '@young-minds/service-kit/src/testing/harness';
import { sampleFiles } from '@young-minds/service-kit/src/testing/files';
import { type ContentHarness, createWorksheetAssignment, startContent } from '../test-support';
import { createMediaSweeper } from './sweeper';

/** Children's homework: never public, and gone with the child. */
describe.each(serviceDatabases())("children's submissions on $name", ({ name }) => {
  let harness: ContentHarness;
  let clock: Date;
  let admin: TestSession;
  let assignmentId: number;
  let worksheetUrl: string;
  const log = createLogger({ service: 'content', level: 'silent' });

  beforeAll(async () => {
    clock = new Date('2026-03-01T12:00:00.000Z');
    harness = await startContent(name, { now: () => clock });
    admin = await createAdmin(harness);
    ({ id: assignmentId, fileUrl: worksheetUrl } = await createWorksheetAssignment(harness, admin));
  });
  afterAll(() => harness.close());

  const keyOf = (url: string) => url.slice('/media/'.length).split('?')[0] ?? '';
  const onDisk = (url: string) => join(harness.mediaRoot, keyOf(url));
  const plain = (url: string) => url.split('?')[0] ?? '';

  async function handIn(child: TestSession): Promise<string> {
    const res = await harness
      .api()
      .post(`/api/assignments/${assignmentId}/submissions`)
      .set(bearer(child))
      .attach('file', sampleFiles.jpeg(), 'drawing.jpg');
    expect(res.status).toBe(201);
    return res.body.submission.fileUrl as string;
  }

  test('when a child hands in a file, then its link is signed and works, and the bare url is refused', async () => {
    const { child } = await createFamily(harness);
    const link = await handIn(child);
    expect(link).toMatch(/^\/media\/submissions\/[0-9a-f-]{36}\.jpg\?expires=\d+&signature=[\w-]+$/);

    const viaLink = await harness.api().get(link);
    expect(viaLink.status).toBe(200);
    expect(viaLink.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const ranged = await harness.api().get(link).set('Range', 'bytes=0-3');
    expect(ranged.status).toBe(206);

    const bare = await harness.api().get(plain(link));
    expect(bare.status).toBe(403);
    expect(bare.body.message).toBe('This link has expired or is not valid. Please open the file again from its page.');
    // One character of the signature changed (to another one: a signature may well start with 'A').
    const tampered = await harness
      .api()
      .get(link.replace(/signature=(.)/, (_match, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`));
    expect(tampered.status).toBe(403);
    const otherFile = await harness
      .api()
      .get(link.replace(keyOf(link), 'submissions/00000000-0000-0000-0000-000000000000.jpg'));
    expect(otherFile.status).toBe(403);
  });

  test('when the link has run out, then it is refused', async () => {
    const { child } = await createFamily(harness);
    const link = await handIn(child);
    const start = clock;
    try {
      clock = new Date(start.getTime() + 2 * 60 * 60 * 1000);
      expect((await harness.api().get(link)).status).toBe(403);
    } finally {
      clock = start;
    }
  });

  test('when the parent lists the submissions, then they get a working link to their child’s file', async () => {
    const { parent, child } = await createFamily(harness);
    const link = await handIn(child);
    const list = await harness.api().get(`/api/assignments/${assignmentId}/submissions`).set(bearer(parent));
    expect(list.status).toBe(200);
    const [mine] = list.body.data as { fileUrl: string }[];
    expect(plain(mine!.fileUrl)).toBe(plain(link));
    expect((await harness.api().get(mine!.fileUrl)).status).toBe(200);
  });

  test('a worksheet opens through the signed link it was handed, never by its bare path (paid-media.test.ts)', async () => {
    expect((await harness.api().get(worksheetUrl)).status).toBe(200);
    expect((await harness.api().get(plain(worksheetUrl))).status).toBe(403);
  });

  test('when a child is deleted, then the sweep deletes their files and their queue entries', async () => {
    const { child } = await createFamily(harness);
    const link = await handIn(child);
    expect(existsSync(onDisk(link))).toBe(true);

    expect(await harness.db.repos.families.removeChild(child.id)).toMatchObject({ id: child.id });
    await createMediaSweeper({ db: harness.db, media: harness.media, log }).run();

    expect(existsSync(onDisk(link))).toBe(false);
    expect(await harness.db.repos.mediaDeletions.pending()).toEqual([]);
    expect((await harness.api().get(link)).status).toBe(404);
  });

  test('when a family is deleted, then the sweep deletes every child’s files and keeps other families’', async () => {
    const { parent, child } = await createFamily(harness);
    const sibling = await createChild(harness, parent, 'Yusuf');
    const { child: neighbour } = await createFamily(harness);
    const links = [await handIn(child), await handIn(sibling)];
    const neighbours = await handIn(neighbour);

    expect(await harness.db.repos.families.removeParent(parent.id)).toMatchObject({ id: parent.id });
    await createMediaSweeper({ db: harness.db, media: harness.media, log }).run();

    for (const link of links) expect(existsSync(onDisk(link))).toBe(false);
    expect(existsSync(onDisk(neighbours))).toBe(true);
  });

  test('when an old submission file belongs to no row, then the orphan sweep deletes it; young or referenced files stay', async () => {
    const { child } = await createFamily(harness);
    const kept = await handIn(child);
    const folder = join(harness.mediaRoot, 'submissions');
    mkdirSync(folder, { recursive: true });
    const orphan = join(folder, '11111111-1111-1111-1111-111111111111.pdf');
    const young = join(folder, '22222222-2222-2222-2222-222222222222.pdf');
    // Published content is not swept: a service started on another database must not wipe the library.
    mkdirSync(join(harness.mediaRoot, 'books'), { recursive: true });
    const library = join(harness.mediaRoot, 'books', '33333333-3333-3333-3333-333333333333.pdf');
    writeFileSync(orphan, sampleFiles.pdf());
    writeFileSync(young, sampleFiles.pdf());
    writeFileSync(library, sampleFiles.pdf());
    utimesSync(library, new Date(clock.getTime() - 2 * 60 * 60 * 1000), new Date(clock.getTime() - 2 * 60 * 60 * 1000));
    const old = new Date(clock.getTime() - 2 * 60 * 60 * 1000);
    utimesSync(orphan, old, old);
    utimesSync(onDisk(kept), old, old);
    // Young: written "now" by the clock's standard, i.e. within the grace period.
    utimesSync(young, clock, clock);

    const removed = await createMediaSweeper({
      db: harness.db,
      media: harness.media,
      log,
      now: () => clock,
    }).sweepOrphans();

    expect(removed).toBe(1);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(young)).toBe(true);
    expect(existsSync(library)).toBe(true);
    expect(existsSync(onDisk(kept))).toBe(true);
  });
});
