import { type ReactNode, Suspense, lazy } from 'react';
import { Outlet, useLocation } from '@young-minds/router';
import { sessionEndedFor } from '@young-minds/session';
import styled from 'styled-components';
import { SkipLink, Spinner, tokens } from '@young-minds/ui';
import { Footer } from './Footer';
import { usePublicT } from '../messages';
import { Header } from './Header';

// The note after a child's session ended is a chunk of its own, fetched the first time it shows: no first visit
// needs it (a visitor's pages never show it; the child's device is sent to /login after the session ended).
const SessionEndedNote = lazy(() =>
  import('./SessionEndedNote').then((module) => ({ default: module.SessionEndedNote })),
);

/** The note on /login after a child's session ended by itself (see SessionEndedNote); nothing anywhere else. */
function SessionEnded() {
  const location = useLocation();
  if (location.pathname.toLowerCase() !== '/login' || sessionEndedFor(location.state) !== 'child') return null;
  return <SessionEndedNote />;
}

const Page = styled.div`
  background: ${tokens.color.page};
  color: ${tokens.color.text};
  font-family: ${tokens.font.family};
  line-height: 1.5;
`;

/**
 * The header and the screen fill at least the viewport, so the footer starts below the fold on every page and
 * while a screen loads: what arrives above it (the screen's code, its data) can never push a footer on screen
 * down (issue 33: the footer drawn under the header, then pushed down, was most of the public pages' layout shift).
 */
const Screen = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 100vh;
`;

const Main = styled.main`
  flex: 1;
  inline-size: 100%;
`;

/**
 * The shared frame of the public area: skip link, header, the page (children, or the matched child route) and
 * the footer. Use it as a layout route: `<Route element={<PublicLayout />}>…</Route>`.
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const t = usePublicT();
  return (
    <Page>
      <Screen>
        <SkipLink target="main-content" />
        <Header />
        <Main id="main-content" tabIndex={-1}>
          {/* A screen shown for the first time is still downloading: header and footer stay, the footer below the fold.
              The note above the login form is in the same boundary: the two show together, nothing pushed down. */}
          <Suspense fallback={<Spinner label={t('layout.loadingScreen')} />}>
            <SessionEnded />
            {children ?? <Outlet />}
          </Suspense>
        </Main>
      </Screen>
      <Footer />
    </Page>
  );
}
