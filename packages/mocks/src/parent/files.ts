import { type HttpHandler, HttpResponse, http } from 'msw';
import { familySubmissions } from './fixtures';

/**
 * A one-page PDF that says which mock file it is: small, real (a viewer opens it) and made here, so the mocks
 * carry no binary fixtures. Offsets in the cross-reference table are counted, as a PDF reader checks them.
 */
function mockWorksheetPdf(name: string): Uint8Array<ArrayBuffer> {
  // Helvetica in a PDF string: ASCII only, with ( ) \ escaped.
  const text = `Young Minds mock worksheet: ${name}`.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, '\\$&');
  const content = `BT /F1 18 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

const submissionFiles = new Set(familySubmissions.flatMap((submission) => submission.fileUrl ?? []));
const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** The children's handed-in files, as PDFs (any other submission path is a 404, as on the media server). */
export const submissionFileHandlers: HttpHandler[] = [
  http.get('*/media/submissions/:file', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (!submissionFiles.has(path)) return new HttpResponse(null, { status: 404 });
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
  if (!makeObjectUrl || !submissionFiles.has(path)) return path;
  let url = objectUrls.get(path);
  if (!url) {
    url = makeObjectUrl(new Blob([mockWorksheetPdf(fileName(path))], { type: 'application/pdf' }));
    objectUrls.set(path, url);
  }
  return url;
}
