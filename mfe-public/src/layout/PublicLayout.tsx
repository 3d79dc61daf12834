import { type ReactNode, Suspense } from 'react';
import { Outlet } from '@young-minds/router';
import styled from 'styled-components';
import { Spinner, tokens } from '@young-minds/ui';
import { Footer } from './Footer';
import { usePublicT } from '../messages';
import { Header } from './Header';

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

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: -9999px;
  top: 8px;
  z-index: 100;
  padding: 8px 16px;
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  border-radius: ${tokens.radius.sm};
  &:focus {
    inset-inline-start: 8px;
  }
`;

/**
 * The shared frame of the public area: skip link, header, the page (children, or the matched child route) and
 * the footer. Use it as a layout route: `<Route element={<PublicLayout />}>…</Route>`.
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const t = usePublicT();
  return (
    <Page>
      <SkipLink href="#main-content">{t('layout.skipToContent')}</SkipLink>
      <Header />
      <Main id="main-content" tabIndex={-1}>
        {/* A screen shown for the first time is still downloading: header and footer stay. */}
        <Suspense fallback={<Spinner label={t('layout.loadingScreen')} />}>{children ?? <Outlet />}</Suspense>
      </Main>
      <Footer />
    </Page>
  );
}
