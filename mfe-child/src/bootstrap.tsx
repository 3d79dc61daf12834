import { bindDocumentLanguage } from '@young-minds/i18n';
import { bindThemeToDocument } from '@young-minds/session';
import { StandaloneArea } from '@young-minds/ui/standalone';
import { createRoot } from 'react-dom/client';
import App from './App';
import { messages } from './messages';

// The child area on its own (development, QA). Inside the platform the shell renders App under /child/* behind
// its child guard; alone, StandaloneArea asks for a child login (username and password) first.
bindThemeToDocument();
// Alone there is no shell to set the page's `lang` and `dir`: `?lang=ar` reads right to left here too.
bindDocumentLanguage();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StandaloneArea
    areaRole="child"
    login="username"
    home="/child"
    messages={messages}
    texts={{ title: 'qa.title', wrongRole: 'qa.notChild' }}
    // QA mode (`dev:mock`): the mock account's login is filled in.
    prefill={import.meta.env.PUBLIC_API_MOCKS === 'true' ? { email: 'yusuf', password: 'child123' } : undefined}
  >
    <App />
  </StandaloneArea>,
);
