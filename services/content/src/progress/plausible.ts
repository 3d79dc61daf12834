import {
  type ProgressUpdate,
  bookFormatOf,
  bookReaderPagesSchema,
  bookmarkPage,
  watchedEnough,
} from '@young-minds/contracts';
import type { Logger } from '@young-minds/service-kit';
import type { ContentContext } from '../context';

/** A Word book's reader pages (made at upload), or null when they cannot be read. */
async function readerPageCount(context: ContentContext, readerUrl: string, log: Logger): Promise<number | null> {
  try {
    const parsed = bookReaderPagesSchema.safeParse(JSON.parse((await context.media.readAll(readerUrl)).toString()));
    return parsed.success ? parsed.data.pages.length : null;
  } catch (error) {
    log.warn({ err: error, readerUrl }, "could not read a Word book's reader pages to check a completion");
    return null;
  }
}

/**
 * Whether a child's `completed: true` holds, by the contract's `completionRules`: a video's position near its end
 * (when its length is known), a PDF or Word book's bookmark on its last page; EPUB and DOC books and assignments
 * are taken at the child's word. The item's existence is checked by the write itself (404 there).
 */
export async function plausibleCompletion(
  context: ContentContext,
  update: ProgressUpdate,
  log: Logger,
): Promise<boolean> {
  if (update.completed !== true) return false;
  if (update.contentType === 'video') {
    const video = await context.repos.videos.findById(update.contentId);
    if (!video || video.durationSeconds === null) return true;
    return update.positionSeconds !== undefined && watchedEnough(update.positionSeconds, video.durationSeconds);
  }
  if (update.contentType === 'book') {
    const book = await context.repos.books.findById(update.contentId);
    if (!book) return true;
    const format = bookFormatOf(book.fileUrl);
    if (format !== 'pdf' && format !== 'docx') return true;
    const page = bookmarkPage(update.bookmark);
    if (page === null) return false;
    const lastPage = format === 'docx' && book.readerUrl ? await readerPageCount(context, book.readerUrl, log) : null;
    return page >= (lastPage ?? book.pages);
  }
  return true;
}
