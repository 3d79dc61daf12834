import { type ReactNode, Suspense } from 'react';
import { Outlet } from '@young-minds/router';
import styled from 'styled-components';
import { SkipLink, Spinner, tokens } from '@young-minds/ui';
import { Footer } from './Footer';
import { usePublicT } from '../messages';
import { Header } from './Header';
import { SessionEndedNote } from './SessionEndedNote';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${tokens.color.page};
  color: ${tokens.color.text};
  font-family: ${tokens.font.family};
  line-height: 1.5;
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
`;

/**
 * The shared frame of the public area: skip link, header, the page (children, or the matched child route) and
 * the footer. Use it as a layout route: `<Route element={<PublicLayout />}>…</Route>`.
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const t = usePublicT();
  return (
    <Page>
      <SkipLink target="main-content" />
      <Header />
      <Main id="main-content" tabIndex={-1}>
        <SessionEndedNote />
        {/* A screen shown for the first time is still downloading: header and footer stay. */}
        <Suspense fallback={<Spinner label={t('layout.loadingScreen')} />}>{children ?? <Outlet />}</Suspense>
      </Main>
      <Footer />
    </Page>
  );
}
