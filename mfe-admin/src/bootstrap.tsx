import { bindDocumentLanguage } from '@young-minds/i18n';
import { bindThemeToDocument } from '@young-minds/session';
import { StandaloneArea } from '@young-minds/ui/standalone';
import { createRoot } from 'react-dom/client';
import App from './App';
import { messages } from './messages';

// The admin area on its own (development, QA). Inside the platform the shell renders App under /admin/* behind
// its guard; alone, StandaloneArea asks for an admin login first.
bindThemeToDocument();
// Alone there is no shell to set the page's `lang` and `dir`: `?lang=ar` reads right to left here too.
bindDocumentLanguage();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StandaloneArea
    areaRole="admin"
    home="/admin/dashboard"
    messages={messages}
    texts={{ title: 'qa.title', wrongRole: 'qa.notAdmin' }}
    // QA mode (`dev:mock`): the mock account's login is filled in.
    prefill={
      import.meta.env.PUBLIC_API_MOCKS === 'true'
        ? { email: 'admin@youngminds.local', password: 'admin123' }
        : undefined
    }
  >
    <App />
  </StandaloneArea>,
);
