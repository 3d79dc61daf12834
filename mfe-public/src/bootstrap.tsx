import { bindDocumentLanguage } from '@young-minds/i18n';
import { bindThemeToDocument } from '@young-minds/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@young-minds/router';
import App from './App';

// The public area on its own (development, QA). Inside the platform the shell renders App under its router.
bindThemeToDocument();
// Alone there is no shell to set the page's `lang` and `dir`: `?lang=ar` reads right to left here too.
bindDocumentLanguage();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
