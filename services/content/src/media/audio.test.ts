import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mediaWrongKindMessage } from '@young-minds/contracts';
import { sampleFiles } from '@young-minds/service-kit/src/testing/files';
import { audioSamples, oggWith, pad } from './audio-samples';
import { createLocalMediaStore, type UploadedFile } from './index';

describe('audio uploads are told by their bytes', () => {
  const root = mkdtempSync(join(tmpdir(), 'audio-media-'));
  const media = createLocalMediaStore({ root });
  let counter = 0;
  const upload = (bytes: Buffer): UploadedFile => {
    counter += 1;
    const filepath = join(root, `upload-${counter}`);
    writeFileSync(filepath, bytes);
    return { filepath, size: bytes.length } as UploadedFile;
  };

  it.each([
    ['MP3 with an ID3 tag', audioSamples.id3(), 'audio/mpeg', 'mp3'],
    ['MP3 frames without a tag', audioSamples.mp3Frames(), 'audio/mpeg', 'mp3'],
    ['Ogg Vorbis', audioSamples.vorbis(), 'audio/ogg', 'ogg'],
    ['Ogg Opus', audioSamples.opus(), 'audio/ogg', 'ogg'],
    ['WAV', audioSamples.wav(), 'audio/wav', 'wav'],
    ['M4A', audioSamples.m4a(), 'audio/mp4', 'm4a'],
  ])(
    'when %s arrives as a sound, then it is stored under its own type',
    async (_name, bytes, contentType, extension) => {
      const stored = await media.store(upload(bytes), 'audio', 'The sound');
      expect(stored.contentType).toBe(contentType);
      expect(stored.url).toMatch(new RegExp(`^/media/audio/[0-9a-f-]{36}\\.${extension}$`));
    },
  );

  it.each([
    ['a PNG', sampleFiles.png()],
    ['an MP4 video', sampleFiles.mp4()],
    ['an Ogg Theora video', oggWith(Buffer.from('\x80theora', 'latin1'))],
    ['a WebP image (RIFF, not WAVE)', pad(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP')]))],
    ['MPEG frames of layer I (not MP3)', pad(Buffer.from([0xff, 0xff, 0x90, 0x64]))],
    ['MPEG frames with a bad bitrate', pad(Buffer.from([0xff, 0xfb, 0xf0, 0x64]))],
    ['text', Buffer.from('ID not a tag, just words')],
  ])('when %s arrives as a sound, then 415 says what a sound must be', async (_name, bytes) => {
    const error = await media.store(upload(bytes), 'audio', 'The sound').catch((err: unknown) => err);
    expect(error).toMatchObject({ status: 415, message: mediaWrongKindMessage('audio', 'The sound') });
  });
});
