/** Read by screen readers, not shown: the text of a page drawn on a canvas or in a frame. */
export const srOnly: Partial<CSSStyleDeclaration> = {
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'pre-wrap',
};
