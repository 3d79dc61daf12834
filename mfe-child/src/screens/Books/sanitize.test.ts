import { safePage } from './sanitize';

const htmlOf = (fragment: DocumentFragment) => {
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
};

describe('a DOCX page is copied through an allow-list', () => {
  it('keeps the text and its simple formatting', () => {
    expect(
      htmlOf(safePage('<h2>Seeds</h2><p>Plant <strong>one</strong> <em>seed</em>.</p><ul><li>Water</li></ul>')),
    ).toBe('<h2>Seeds</h2><p>Plant <strong>one</strong> <em>seed</em>.</p><ul><li>Water</li></ul>');
  });

  it('drops scripts and styles with their content, and every event handler', () => {
    const html = htmlOf(
      safePage(
        '<p onclick="steal()">Hi<script>alert(1)</script><style>p{}</style></p><img src="x" onerror="alert(2)">' +
          '<iframe src="https://example.com"></iframe>',
      ),
    );
    expect(html).toBe('<p>Hi</p><img>');
  });

  it('turns links into their text (no way out of the book) and keeps only embedded pictures (the server writes no other)', () => {
    const html = htmlOf(
      safePage(
        '<p><a href="https://example.com" target="_blank">Click</a> here</p>' +
          '<img src="data:image/png;base64,iVBORw0KGgo=" alt="A seed"><img src="/media/images/seed.png">' +
          '<img src="javascript:alert(1)"><img src="https://tracker.example/pixel.gif">',
      ),
    );
    expect(html).toBe('<p>Click here</p><img src="data:image/png;base64,iVBORw0KGgo=" alt="A seed"><img><img><img>');
  });
});
