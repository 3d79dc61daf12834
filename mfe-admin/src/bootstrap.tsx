import { bindThemeToDocument } from '@young-minds/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { StandaloneGuard } from '@young-minds/ui/standalone';
import App from './App';
import { messages } from './messages';

// The admin area on its own (development, QA). Inside the platform the shell renders App under /admin/* behind
// its guard; alone, StandaloneGuard asks for an admin login first.
bindThemeToDocument();
// QA mode (`dev:mock`): the mock admin's login is filled in.
const prefill =
  import.meta.env.PUBLIC_API_MOCKS === 'true' ? { email: 'admin@youngminds.local', password: 'admin123' } : undefined;
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route
          path="/admin/*"
          element={
            <StandaloneGuard
              areaRole="admin"
              messages={messages}
              texts={{ title: 'qa.title', wrongRole: 'qa.notAdmin' }}
              prefill={prefill}
            >
              <App />
            </StandaloneGuard>
          }
        />
        <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
