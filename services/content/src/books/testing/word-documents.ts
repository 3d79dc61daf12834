import JSZip from 'jszip';
import { storedZip } from '@young-minds/scenarios/book-files';

// Word documents for the book tests, built part by part: links, pictures and paragraphs without page breaks.

const namespaces =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" ' +
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" ' +
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
  'xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"';
const relationshipType = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A DOCX whose body is `body` (WordprocessingML), with the document's relationships and parts (pictures). */
export function wordDocument(body: string, relationships: string[] = [], parts: [string, Uint8Array][] = []): Buffer {
  return Buffer.from(
    storedZip([
      [
        '[Content_Types].xml',
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/>' +
          '<Default Extension="emf" ContentType="image/x-emf"/><Override PartName="/word/document.xml" ' +
          'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ],
      [
        '_rels/.rels',
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          `<Relationship Id="rId1" Type="${relationshipType}/officeDocument" Target="word/document.xml"/></Relationships>`,
      ],
      [
        'word/document.xml',
        `<?xml version="1.0" encoding="UTF-8"?><w:document ${namespaces}><w:body>${body}</w:body></w:document>`,
      ],
      [
        'word/_rels/document.xml.rels',
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          `${relationships.join('')}</Relationships>`,
      ],
      ...parts,
    ]),
  );
}

export const paragraph = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
export const picture = (blip: string, description: string) =>
  `<w:p><w:r><w:drawing><wp:inline><wp:docPr id="1" name="Picture" descr="${description}"/><a:graphic>` +
  '<a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:blipFill>' +
  `<a:blip ${blip}/></pic:blipFill></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`;
export const relationship = (id: string, type: string, target: string, external = false) =>
  `<Relationship Id="${id}" Type="${relationshipType}/${type}" Target="${target}"${external ? ' TargetMode="External"' : ''}/>`;

/** A 1×1 PNG's first bytes: enough for mammoth, which only copies it. */
export const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** `wordDocument(body)` deflated as Word saves it: a file of a few KB may unpack to megabytes of XML. */
export async function deflatedWordDocument(body: string): Promise<Buffer> {
  const zip = await JSZip.loadAsync(wordDocument(body));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

/** Paragraphs of one word each: three elements apiece (paragraph, run, text). */
export const manyParagraphs = (count: number) => '<w:p><w:r><w:t>a</w:t></w:r></w:p>'.repeat(count);
