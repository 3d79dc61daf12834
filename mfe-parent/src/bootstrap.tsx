import { bindThemeToDocument } from '@young-minds/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import App from './App';
import { StandaloneGuard } from './qa/StandaloneGuard';

// The parent area on its own (development, QA). Inside the platform the shell renders App under /parent/* behind
// its parent guard; alone, StandaloneGuard asks for a parent login first.
bindThemeToDocument();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route
          path="/parent/*"
          element={
            <StandaloneGuard>
              <App />
            </StandaloneGuard>
          }
        />
        <Route path="*" element={<Navigate to="/parent" replace />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
