import { bookReaderMarkup } from '@young-minds/contracts';
import mammoth from 'mammoth';
import sanitizeHtml from 'sanitize-html';

/**
 * A Word (DOCX) book made readable in the browser: mammoth turns the document into HTML, the HTML is cut into
 * pages (at Word's page breaks, or every ~1,500 characters of text at a block boundary when there are none) and
 * every page is sanitised, so that what a child's browser shows is plain document markup and nothing else.
 */

/** Word's page breaks become this marker (mammoth's style map), which nothing in a document's text can produce. */
const pageBreakStyle = "br[type='page'] => hr.page-break";
const pageBreakMarker = /<hr class="page-break"\s*\/?>/g;

/** Without page breaks, a page ends at the first block boundary after this much text. */
export const pageTextLength = 1500;

/** Pictures a browser shows inline; anything else (EMF, WMF, TIFF…) is left out. */
const pictureTypes = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/**
 * Plain document markup only. Links are dropped with their text kept (children never link out of the reader);
 * pictures only as embedded PNG/JPEG/GIF/WebP data with their alt text; no other attribute, no style, no script.
 */
const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [...bookReaderMarkup.tags],
  allowedAttributes: Object.fromEntries(
    Object.entries(bookReaderMarkup.attributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [],
  allowedSchemesByTag: { img: ['data'] },
  allowedSchemesAppliedToAttributes: ['src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  // A disallowed tag goes, its text stays (a link's words); script and style go with their contents.
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !bookReaderMarkup.pictureSource.test(frame.attribs.src ?? ''),
};

/** Sanitised, without the empty paragraphs a cut at a page break leaves at either end. */
const sanitize = (html: string) =>
  sanitizeHtml(html, sanitizeOptions)
    .trim()
    .replace(/^(<p>\s*<\/p>)+|(<p>\s*<\/p>)+$/g, '');

/** The readable text of sanitised HTML (tags out, entities counted as one character). */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z0-9#]+;/gi, ' ')
    .trim();
}

/** Whether a page shows anything: text, or a picture (a picture book's page may have no words). */
const hasContent = (page: string) => textOf(page) !== '' || page.includes('<img');

const voidTags = new Set(['br', 'img']);

/**
 * Cuts sanitised HTML into pages of about `pageTextLength` characters of text, only between top-level blocks
 * (a paragraph, a list or a table is never split). The HTML is the sanitiser's output: well-formed, with only the
 * tags above and every '<' and '>' in text and attribute values escaped, so counting tags finds the blocks.
 */
function pagesByLength(html: string): string[] {
  const pages: string[] = [];
  let depth = 0;
  let start = 0;
  let textLength = 0;
  let last = 0;
  for (const match of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*>/g)) {
    const index = match.index;
    textLength += textOf(html.slice(last, index)).length;
    last = index + match[0].length;
    const [, closing, tag = ''] = match;
    if (closing) depth -= 1;
    else if (!voidTags.has(tag)) depth += 1;
    if (depth === 0 && textLength >= pageTextLength) {
      pages.push(html.slice(start, last));
      start = last;
      textLength = 0;
    }
  }
  if (start < html.length) pages.push(html.slice(start));
  return pages;
}

/**
 * The pages of a DOCX document as sanitised HTML; null when it cannot be read (not a Word document mammoth
 * understands) or shows nothing at all.
 */
export async function docxReaderPages(document: Buffer): Promise<string[] | null> {
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: document },
      {
        styleMap: [pageBreakStyle],
        // A picture linked to a file outside the document is never fetched or read (mammoth's default too).
        externalFileAccess: false,
        convertImage: mammoth.images.imgElement(async (image) =>
          pictureTypes.has(image.contentType)
            ? { src: `data:${image.contentType};base64,${await image.readAsBase64String()}` }
            : { src: '' },
        ),
      },
    );
    html = result.value;
  } catch {
    return null;
  }
  const parts = html.split(pageBreakMarker);
  // Cut at the markers first, then sanitise each part: the sanitiser closes what a cut left open.
  const pages = (parts.length > 1 ? parts.map(sanitize) : pagesByLength(sanitize(html))).filter(hasContent);
  return pages.length > 0 ? pages : null;
}
