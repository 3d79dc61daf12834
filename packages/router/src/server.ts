// Rendering at build time (the prerendered home page): kept out of the shared entry, which the browser downloads.
export { StaticRouter } from 'react-router';
