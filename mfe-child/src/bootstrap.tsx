import { bindThemeToDocument } from '@young-minds/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { StandaloneGuard } from '@young-minds/ui/standalone';
import App from './App';
import { messages } from './messages';

// The child area on its own (development, QA). Inside the platform the shell renders App under /child/* behind
// its child guard; alone, StandaloneGuard asks for a child login (username and password) first.
bindThemeToDocument();
// The generated standalone page has no `lang` (the shell's has): screen readers and read-aloud need one.
if (!document.documentElement.lang) document.documentElement.lang = 'en';
// QA mode (`dev:mock`): the mock child's login is filled in.
const prefill = import.meta.env.PUBLIC_API_MOCKS === 'true' ? { email: 'yusuf', password: 'child123' } : undefined;
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route
          path="/child/*"
          element={
            <StandaloneGuard
              areaRole="child"
              login="username"
              messages={messages}
              texts={{ title: 'qa.title', wrongRole: 'qa.notChild' }}
              prefill={prefill}
            >
              <App />
            </StandaloneGuard>
          }
        />
        <Route path="*" element={<Navigate to="/child" replace />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
