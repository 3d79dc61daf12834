// The client's hooks alone: the client itself comes with the first screen that calls the API.
import { setRequestLanguage, setUnauthorizedHandler } from '@young-minds/api-client/hooks';
import { bindThemeToDocument, sessionEndedState } from '@young-minds/session';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useNavigate } from '@young-minds/router';
import { loadArea } from './federation/load';
import { currentIntlLocale } from '@young-minds/i18n';
import { bindLanguage } from './language';
import { bindSignedInCookie, prerenderedIn } from './prerendered';
import { carryInputThroughSwaps } from './prerendered-input';
import { warmIntlWhileIdle } from './warm-intl';
import { messages } from './messages';
import { refreshRemotes } from './federation/remotes';
import { shouldRegister, startServiceWorker } from './offline/register';
import { ShellRoutes, createRoutes } from './routing/routes';
// The Arabic type, split by Unicode range (scripts/fonts/subset-arabic.py): a page fetches the everyday Arabic part.
import './fonts/naskh.css';
import './shell.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// For a public page the gateway sends its prerendered markup inside #root (keyed by path and language): the public
// area shows that same markup until it has rendered itself (React replaces what is in #root at its first render).
// A page in another language than the reader's, or for a visitor while someone is logged in here, is not kept.
const prerendered = prerenderedIn(container, window.location);
// What a reader did on it before the app took over (a Tab, a field typed in) survives the swap.
if (prerendered) carryInputThroughSwaps(container);

const routes = createRoutes({ loadArea, beforeRetry: () => refreshRemotes(), prerendered });

/**
 * A 401 from any authenticated call: the api client has logged out; go to /login inside the app, saying whose
 * session ended (a child is met with kind words there, never a technical message).
 */
function LoginOnUnauthorized() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(({ role }) => {
      if (window.location.pathname !== '/login')
        void navigate('/login', { replace: true, state: sessionEndedState(role) });
    });
  }, [navigate]);
  return null;
}
// Every call asks for the page's language with its digits ('ar-u-nu-arab', the account's digits preference), so
// the services' errors and messages come back in it, their numbers in the page's digits.
setRequestLanguage(currentIntlLocale);
bindThemeToDocument();
// The document's lang and dir follow the page's language; logins bring the account's choice.
bindLanguage();
// The gateway sends the plain shell, not a visitor's prerendered page, while someone is logged in here.
bindSignedInCookie();

// The offline worker (production builds only; never beside MSW's worker in QA mode). Its install downloads the
// child area, so it waits for the page's own load.
const workers = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
if (
  workers &&
  shouldRegister({
    production: import.meta.env.PROD,
    apiMocks: import.meta.env.PUBLIC_API_MOCKS as string | undefined,
    container: workers,
  })
) {
  const start = () =>
    startServiceWorker(workers).catch((error: unknown) =>
      console.warn('[young-minds] the offline worker could not be registered:', error),
    );
  if (document.readyState === 'complete') void start();
  else window.addEventListener('load', () => void start(), { once: true });
}

const root = createRoot(container);
// The page's language first (English is bundled, Arabic a chunk the gateway's page asks for early): the first render
// has its texts, so a page rendered ahead stays on screen until the shell draws it again, never emptied for a moment
// while the texts load. The render is a transition: React does it in slices, not one long task (a prerendered page
// on screen stays usable).
void messages.preload().then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <LoginOnUnauthorized />
          <ShellRoutes routes={routes} />
        </BrowserRouter>
      </StrictMode>,
    ),
  ),
);
// While the area's files arrive, the browser's number, plural and date data are read (see warm-intl.ts).
warmIntlWhileIdle(currentIntlLocale);
