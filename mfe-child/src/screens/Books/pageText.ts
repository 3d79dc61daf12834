// The words of the page on show, for Read to me: the text to speak and the word being read, highlighted.

/** The name of the highlight (CSS Custom Highlight API) the word being read is painted with. */
export const readingHighlight = 'book-reading';

/** The class of a word wrapped for highlighting where the browser has no Custom Highlight API. */
export const wordClass = 'book-word';

/** A page's words: what Read to me says, and the word being read shown on the page. */
export interface PageText {
  text: string;
  /** Highlights the words that the characters `start` to `start + length` of `text` fall in. */
  mark: (start: number, length: number) => void;
  /** No word highlighted. */
  clear: () => void;
}

/** Nothing to read on this page (a picture-only page, a page still drawing). */
export const noText: PageText = { text: '', mark: () => undefined, clear: () => undefined };

interface Piece {
  node: Text;
  /** Where the piece starts in the page's text. */
  at: number;
  /** The piece's part of the node's text (all of it but on the edges of an EPUB's page). */
  from: number;
  length: number;
}

type HighlightWindow = Window & {
  Highlight?: new (...ranges: Range[]) => object;
  CSS?: { highlights?: Map<string, object> };
};

/** The Custom Highlight API of the window that shows `root` (an EPUB's frame has its own), when it has one. */
function highlightsOf(root: Element): { registry: Map<string, object>; make: (range: Range) => object } | null {
  const view = root.ownerDocument.defaultView as HighlightWindow | null;
  const registry = view?.CSS?.highlights;
  const Highlight = view?.Highlight;
  if (!registry || !Highlight) return null;
  return { registry, make: (range) => new Highlight(range) };
}

const isText = (node: Node): node is Text => node.nodeType === Node.TEXT_NODE;

/** The text nodes under `root` (and in `within`, when given) with something to say, in reading order. */
function textNodesOf(root: Element, within?: Range): Text[] {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (isText(node) && node.data.trim() !== '' && (!within || within.intersectsNode(node))) nodes.push(node);
  return nodes;
}

/** The part of `node` inside `within` (its start and end offsets). */
function partOf(node: Text, within?: Range): [number, number] {
  if (!within) return [0, node.data.length];
  const from = within.startContainer === node ? within.startOffset : 0;
  const to = within.endContainer === node ? within.endOffset : node.data.length;
  return [from, Math.max(from, to)];
}

/** Each word of each text node in its own span (the words are the page's; only the wrapping is new). */
function wrapWords(nodes: Text[]): Text[] {
  const wrapped: Text[] = [];
  for (const node of nodes) {
    const document = node.ownerDocument;
    const parts = node.data.split(/(\s+)/u).filter((part) => part !== '');
    const replacement = parts.map((part) => {
      const text = document.createTextNode(part);
      if (/^\s+$/u.test(part)) return text;
      const word = document.createElement('span');
      word.className = wordClass;
      word.append(text);
      wrapped.push(text);
      return word;
    });
    node.replaceWith(...replacement);
  }
  return wrapped;
}

/**
 * The words under `root`, read in document order (a space between text in different elements that would
 * otherwise run together). The word being read is painted with the Custom Highlight API where the browser has it;
 * elsewhere, when `wrap` allows it, each word is wrapped in a span and the one being read is marked
 * `data-reading`. (An EPUB's page is not wrapped: its bookmarks point into its markup as it is.)
 */
export function pageTextOf(
  root: Element,
  { wrap, within, folio }: { wrap: boolean; within?: Range; folio?: number },
): PageText {
  const highlights = highlightsOf(root);
  // A printed page number (`folio`) at the page's start or end is not read out ("… kindness. 1").
  const isFolio = (node: Text | undefined) => folio !== undefined && node?.data.trim() === String(folio);
  const all = textNodesOf(root, within);
  const found = all.filter((node, index) => !((index === 0 || index === all.length - 1) && isFolio(node)));
  const nodes = highlights || !wrap ? found : wrapWords(found);
  const pieces: Piece[] = [];
  let text = '';
  let previous: Text | null = null;
  for (const node of nodes) {
    const [from, to] = partOf(node, within);
    const words = node.data.slice(from, to);
    const apart = previous && previous.parentNode !== node.parentNode && !/\s$/u.test(text) && !/^\s/u.test(words);
    if (apart || (previous && nodes !== found && !/\s$/u.test(text))) text += ' ';
    pieces.push({ node, at: text.length, from, length: words.length });
    text += words;
    previous = node;
  }
  text = text.trim() === '' ? '' : text;
  if (!highlights && !wrap) return { ...noText, text };
  const covering = (start: number, end: number) =>
    pieces.filter((piece) => piece.at < end && piece.at + piece.length > start);
  let marked: Element[] = [];
  const clear = () => {
    highlights?.registry.delete(readingHighlight);
    for (const word of marked) word.removeAttribute('data-reading');
    marked = [];
  };
  return {
    text,
    clear,
    mark: (start, length) => {
      clear();
      const end = start + Math.max(1, length);
      const touched = covering(start, end);
      const first = touched[0];
      const last = touched.at(-1);
      if (!first || !last) return;
      if (highlights) {
        const range = root.ownerDocument.createRange();
        range.setStart(first.node, first.from + Math.max(0, start - first.at));
        range.setEnd(last.node, last.from + Math.min(last.length, end - last.at));
        highlights.registry.set(readingHighlight, highlights.make(range));
        return;
      }
      marked = touched.flatMap((piece) => (piece.node.parentElement ? [piece.node.parentElement] : []));
      for (const word of marked) word.setAttribute('data-reading', 'true');
    },
  };
}
