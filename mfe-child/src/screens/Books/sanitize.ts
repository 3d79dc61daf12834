import { bookReaderMarkup } from '@young-minds/contracts';

/**
 * A DOCX book's pages were sanitised on the server; the reader still copies only a small allow-list of elements and
 * attributes into fresh nodes (never assigning server HTML as markup), so nothing can run and no link leads out.
 */

/** Elements copied as they are (their allowed attributes with them): the markup the server's sanitiser allows. */
const allowedElements = new Set<string>(bookReaderMarkup.tags);
/** Elements dropped with everything inside them. */
const droppedWithContent = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
]);
const allowedAttributes = bookReaderMarkup.attributes;

function copy(node: Node, into: Node, document: Document): void {
  if (node.nodeType === Node.TEXT_NODE) {
    into.appendChild(document.createTextNode(node.textContent ?? ''));
    return;
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return;
  const element = node as Element;
  const name = element.localName;
  if (droppedWithContent.has(name)) return;
  if (!allowedElements.has(name)) {
    // Anything else (a link, a form…) gives up its text only.
    for (const child of element.childNodes) copy(child, into, document);
    return;
  }
  const clean = document.createElement(name);
  for (const attribute of allowedAttributes[name] ?? []) {
    const value = element.getAttribute(attribute);
    if (value === null) continue;
    if (attribute === 'src' && !bookReaderMarkup.pictureSource.test(value.trim())) continue;
    clean.setAttribute(attribute, value);
  }
  for (const child of element.childNodes) copy(child, clean, document);
  into.appendChild(clean);
}

/** The page's HTML as safe nodes of `document`. */
export function safePage(html: string, document: Document = window.document): DocumentFragment {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const fragment = document.createDocumentFragment();
  for (const child of parsed.body.childNodes) copy(child, fragment, document);
  return fragment;
}
