import { type HttpHandler, HttpResponse, http } from 'msw';
import { pdfBook } from '@young-minds/scenarios/book-files';
import { familySubmissions } from './fixtures';

/** A one-page PDF that says which mock file it is (small, real: a viewer opens it). */
const mockWorksheetPdf = (name: string) => new Uint8Array(pdfBook([`Young Minds mock worksheet: ${name}`]));

const submissionFiles = () => new Set(familySubmissions().flatMap((submission) => submission.fileUrl ?? []));
const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** The children's handed-in files, as PDFs (any other submission path is a 404, as on the media server). */
export const submissionFileHandlers: HttpHandler[] = [
  http.get('*/media/submissions/:file', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (!submissionFiles().has(path)) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(mockWorksheetPdf(fileName(path)), { headers: { 'content-type': 'application/pdf' } });
  }),
];

/**
 * In the browser (QA mode) a file is opened in a new tab: a navigation, which MSW's worker never answers, so the
 * /media path would reach the dev server and 404. There the answers link to an object URL of the same PDF instead.
 */
type ObjectUrlMaker = (blob: Blob) => string;
let makeObjectUrl: ObjectUrlMaker | null = null;
const objectUrls = new Map<string, string>();

/**
 * Called by the browser worker's start: submissions link to object URLs made by `maker` (the browser's
 * `URL.createObjectURL` by default); `false` goes back to the paths.
 */
export function linkFilesAsObjectUrls(maker: ObjectUrlMaker | false = (blob) => URL.createObjectURL(blob)): void {
  makeObjectUrl = maker || null;
  objectUrls.clear();
}

/** The link a submission's answer carries for its file. */
export function openableFileUrl(path: string): string {
  if (!makeObjectUrl || !submissionFiles().has(path)) return path;
  let url = objectUrls.get(path);
  if (!url) {
    url = makeObjectUrl(new Blob([mockWorksheetPdf(fileName(path))], { type: 'application/pdf' }));
    objectUrls.set(path, url);
  }
  return url;
}
