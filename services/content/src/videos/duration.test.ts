import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serviceDatabases } from '@young-minds/db/testing';
import { sampleFiles } from '@young-minds/service-kit/src/testing/files';
import { bearer, createAdmin } from '@young-minds/service-kit/src/testing/harness';
import { type ContentHarness, startContent } from '../test-support';
import { videoDurationSeconds } from './duration';

const seedVideo = join(__dirname, '../../seed/media/wudu-step-by-step.webm');

function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A movie header: version 0 (32-bit times) or 1 (64-bit). */
function mvhd(version: 0 | 1, timescale: number, duration: number): Buffer {
  const body = Buffer.alloc(version === 1 ? 32 : 20);
  body[0] = version;
  if (version === 1) {
    body.writeUInt32BE(timescale, 20);
    body.writeBigUInt64BE(BigInt(duration), 24);
  } else {
    body.writeUInt32BE(timescale, 12);
    body.writeUInt32BE(duration, 16);
  }
  return box('mvhd', body);
}

describe('the length of an uploaded video', () => {
  const dir = mkdtempSync(join(tmpdir(), 'durations-'));
  const file = (name: string, bytes: Buffer) => {
    const path = join(dir, name);
    writeFileSync(path, bytes);
    return path;
  };
  const ftyp = box('ftyp', Buffer.from('isom\0\0\0\0isomavc1', 'latin1'));

  it('when an MP4 has its movie header after the media data (version 0 or 1), then its length is read', async () => {
    const late = file(
      'late.mp4',
      Buffer.concat([ftyp, box('mdat', Buffer.alloc(4096)), box('moov', mvhd(0, 600, 57_300))]),
    );
    expect(await videoDurationSeconds(late)).toBe(96);
    const wide = file('wide.mov', Buffer.concat([ftyp, box('moov', box('trak'), mvhd(1, 90_000, 90_000 * 754))]));
    expect(await videoDurationSeconds(wide)).toBe(754);
  });

  it('when a WebM carries its duration, then its length is read; a file without one gives null', async () => {
    expect(await videoDurationSeconds(seedVideo)).toBe(5);
    expect(await videoDurationSeconds(file('header-only.webm', sampleFiles.webm()))).toBeNull();
    expect(await videoDurationSeconds(file('no-moov.mp4', Buffer.concat([ftyp, box('mdat')])))).toBeNull();
    expect(await videoDurationSeconds(join(dir, 'missing.mp4'))).toBeNull();
  });
});

describe.each(serviceDatabases())('a video upload keeps its length on $name', ({ name }) => {
  let harness: ContentHarness;
  beforeAll(async () => {
    harness = await startContent(name);
  });
  afterAll(() => harness.close());

  it('when an admin uploads a WebM, then the row keeps its length in seconds', async () => {
    const admin = await createAdmin(harness);
    const category = await harness.db.models.Category.create({ name: `Wudu ${name}` });
    const uploaded = await harness
      .api()
      .post('/api/videos/upload')
      .set(bearer(admin))
      .field('title', 'Wudu step by step')
      .field('description', 'How to make wudu')
      .field('category', String(category.id))
      .attach('thumbnail', sampleFiles.png(), 'thumb.png')
      .attach('video', readFileSync(seedVideo), 'wudu.webm');
    expect(uploaded.status).toBe(201);
    const row = await harness.db.models.Video.findByPk(uploaded.body.id, { raw: true });
    expect(row?.durationSeconds).toBe(5);
  });
});
