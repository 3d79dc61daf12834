import { bindThemeToDocument } from '@young-minds/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import App from './App';
import { StandaloneGuard } from './qa/StandaloneGuard';

// The admin area on its own (development, QA). Inside the platform the shell renders App under /admin/* behind
// its guard; alone, StandaloneGuard asks for an admin login first.
bindThemeToDocument();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route
          path="/admin/*"
          element={
            <StandaloneGuard>
              <App />
            </StandaloneGuard>
          }
        />
        <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
