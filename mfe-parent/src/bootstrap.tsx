import { bindThemeToDocument } from '@young-minds/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { StandaloneGuard } from '@young-minds/ui/standalone';
import App from './App';
import { messages } from './messages';

// The parent area on its own (development, QA). Inside the platform the shell renders App under /parent/* behind
// its parent guard; alone, StandaloneGuard asks for a parent login first.
bindThemeToDocument();
// QA mode (`dev:mock`): the mock parent's login is filled in.
const prefill =
  import.meta.env.PUBLIC_API_MOCKS === 'true' ? { email: 'parent@example.com', password: 'parent123' } : undefined;
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route
          path="/parent/*"
          element={
            <StandaloneGuard
              areaRole="parent"
              messages={messages}
              texts={{ title: 'qa.title', wrongRole: 'qa.notParent' }}
              prefill={prefill}
            >
              <App />
            </StandaloneGuard>
          }
        />
        <Route path="*" element={<Navigate to="/parent" replace />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
