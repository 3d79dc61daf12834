import {
  bookEndpoints,
  bookMessages,
  narrationFileField,
  narrationLabel,
  narrationMessages,
} from '@young-minds/contracts';
import { HttpError } from '@young-minds/service-kit';
import { contentAudienceOf } from '../audience';
import type { ContentContext } from '../context';
import { singleFile } from '../media';
import { removeReplaced, requireFile } from '../media/uploads';

const uploadFields = { [narrationFileField]: { kind: 'audio', label: narrationLabel } } as const;

const bookNotFound = () => new HttpError(404, bookMessages.notFound);
const pageBeyondBook = () =>
  new HttpError(400, narrationMessages.pageBeyondBook, { fields: { page: narrationMessages.pageBeyondBook } });

/**
 * A book's recorded pages: everyone who may read the book lists them (signed links, like the book's file); admins
 * record a page (a new recording replaces the old one) and remove one. What is deleted is deleted, files included:
 * a replaced or removed recording's file goes once its row is committed, and a book's go with the book.
 */
export function mountNarrationRoutes({ kit, repos, media, mediaLinksFor }: ContentContext): void {
  const books = repos.books;

  kit.route(bookEndpoints.narrations, async ({ params, principal }) => {
    const link = await mediaLinksFor(principal);
    // A child asking about a book that does not fit them gets the same 404 as for one that does not exist.
    if (!(await books.findById(params.id, await contentAudienceOf(repos, principal)))) throw bookNotFound();
    const narrations = await books.narrations(params.id);
    return { narrations: narrations.map(({ page, audioUrl }) => ({ page, url: link(audioUrl) })) };
  });

  kit.route(
    bookEndpoints.putNarration,
    async ({ params, files, principal, log }) => {
      const file = requireFile(
        singleFile(files, narrationFileField),
        narrationFileField,
        narrationMessages.recordingRequired,
      );
      // Refused before the file is stored: an unknown book or page costs no upload.
      const book = await books.findById(params.id);
      if (!book) throw bookNotFound();
      if (params.page > book.pages) throw pageBeyondBook();
      const result = await media.storeAll({ audio: { file, kind: 'audio', label: narrationLabel } }, async (stored) => {
        const written = await books.setNarration(params.id, params.page, stored.audio!.url);
        // The book went, or lost pages, meanwhile: storeAll removes the file again.
        if (!written.ok) throw written.reason === 'notFound' ? bookNotFound() : pageBeyondBook();
        return written;
      });
      await removeReplaced(media, log, [[result.previous, result.narration.audioUrl]]);
      return { page: result.narration.page, url: (await mediaLinksFor(principal))(result.narration.audioUrl) };
    },
    { multipart: media.uploadLimits(uploadFields) },
  );

  kit.route(bookEndpoints.removeNarration, async ({ params, log }) => {
    const removed = await books.removeNarration(params.id, params.page);
    if (!removed.ok) {
      if (removed.reason === 'notFound') throw bookNotFound();
      throw new HttpError(404, narrationMessages.noNarration);
    }
    await removeReplaced(media, log, [[removed.narration.audioUrl, null]]);
    return { message: narrationMessages.removed };
  });
}
