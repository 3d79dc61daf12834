import {
  activityEndpoints,
  activityMediaLabels,
  activityMessages,
  assignmentEndpoints,
  mediaWrongKindMessage,
  videoEndpoints,
} from '@young-minds/contracts';
import { docxBook, storedZip } from './book-files';
import type { UploadFile } from './driver';
import { type Scenario, createCategory, expectError, expectSuccess, sampleUploads, uniqueTag } from './scenarios';

const file = (name: string, type: string, head: number[] | string, size = 512): UploadFile => {
  const bytes = typeof head === 'string' ? Array.from(head, (char) => char.charCodeAt(0)) : head;
  return { name, type, bytes: Uint8Array.from([...bytes, ...new Array<number>(size - bytes.length).fill(0)]) };
};
/** A WAV sound: RIFF ... WAVE. */
const wav = () => file('hello.wav', 'audio/wav', 'RIFF\x24\x00\x00\x00WAVEfmt ');
/** An Ogg page whose first stream is Vorbis: a sound, not a video. */
const oggVorbis = (name: string) => file(name, 'video/ogg', `OggS\x00\x02${'\x00'.repeat(20)}\x01\x1e\x01vorbis`);

/**
 * What an upload is, read from its bytes by the same table the content service uses (the contracts'
 * `sniffMedia`): the mocks once took any zip for a Word file, any Ogg for a video and had no sounds at all.
 */
export const uploadScenarios: Scenario[] = [
  {
    name: 'an admin uploads a picture and a sound for an activity; a picture sent as the sound is a 415, two files a 400',
    async run(driver) {
      const sound = expectSuccess(
        await driver.call(activityEndpoints.uploadMedia, { as: 'admin', files: { audio: wav() } }),
        activityEndpoints.uploadMedia,
      );
      expect(sound.kind).toBe('audio');
      expect(sound.url).toMatch(/^\/media\/[^?]+\.wav/);
      const picture = expectSuccess(
        await driver.call(activityEndpoints.uploadMedia, { as: 'admin', files: { image: sampleUploads.png() } }),
        activityEndpoints.uploadMedia,
      );
      expect(picture.kind).toBe('image');
      expect(picture.url).toMatch(/^\/media\/[^?]+\.png/);
      expectError(
        await driver.call(activityEndpoints.uploadMedia, { as: 'admin', files: { audio: sampleUploads.png() } }),
        415,
        mediaWrongKindMessage('audio', activityMediaLabels.audio),
      );
      expectError(
        await driver.call(activityEndpoints.uploadMedia, {
          as: 'admin',
          files: { image: sampleUploads.png(), audio: wav() },
        }),
        400,
        activityMessages.mediaRequired,
      );
    },
  },
  {
    name: 'a worksheet is a PDF or a real Word file: a zip that holds no Word document is a 415, a DOCX is stored as one',
    async run(driver) {
      const category = await createCategory(driver, uniqueTag('Sheets'));
      const upload = (sheet: UploadFile) =>
        driver.call(assignmentEndpoints.create, {
          as: 'admin',
          body: {
            title: uniqueTag('Sheet'),
            description: 'Fill it in.',
            dueDate: '2030-01-15',
            categories: JSON.stringify([category.id]),
          },
          files: { file: sheet },
        });
      const zip = storedZip([['notes.txt', 'Not a Word document.']]);
      expectError(
        await upload({ name: 'sheet.docx', type: 'application/zip', bytes: zip }),
        415,
        mediaWrongKindMessage('assignment', 'The assignment file'),
      );
      const word = expectSuccess(
        await upload({ name: 'sheet.docx', type: 'application/octet-stream', bytes: docxBook(['Colour the steps.']) }),
        assignmentEndpoints.create,
      );
      expect(word.assignment.fileUrl).toMatch(/^\/media\/assignments\/[^?]+\.docx/);
    },
  },
  {
    name: 'a video upload that is only a sound (Ogg Vorbis) is a 415 that says what a video may be',
    async run(driver) {
      const category = await createCategory(driver, uniqueTag('Nasheeds'));
      expectError(
        await driver.call(videoEndpoints.upload, {
          as: 'admin',
          body: { videoType: 'Single', title: uniqueTag('Song'), description: 'A sound.', category: category.id },
          files: { thumbnail: sampleUploads.png(), video: oggVorbis('song.ogv') },
        }),
        415,
        mediaWrongKindMessage('video', 'Video file'),
      );
    },
  },
];
