import { bindDocumentLanguage } from '@young-minds/i18n';
import { bindThemeToDocument } from '@young-minds/session';
import { StandaloneArea } from '@young-minds/ui/standalone';
import { createRoot } from 'react-dom/client';
import App from './App';
import { messages } from './messages';

// The parent area on its own (development, QA). Inside the platform the shell renders App under /parent/* behind
// its parent guard; alone, StandaloneArea asks for a parent login first.
bindThemeToDocument();
// Alone there is no shell to set the page's `lang` and `dir`: `?lang=ar` reads right to left here too.
bindDocumentLanguage();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StandaloneArea
    areaRole="parent"
    home="/parent"
    messages={messages}
    texts={{ title: 'qa.title', wrongRole: 'qa.notParent' }}
    // QA mode (`dev:mock`): the mock account's login is filled in.
    prefill={
      import.meta.env.PUBLIC_API_MOCKS === 'true' ? { email: 'parent@example.com', password: 'parent123' } : undefined
    }
  >
    <App />
  </StandaloneArea>,
);
