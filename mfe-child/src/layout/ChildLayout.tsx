import { logOutEverywhere } from '@young-minds/api-client';
import { THEME_VARIABLES, themeStyleVariables, useSession, useTheme } from '@young-minds/session';
import { SkipLink, Spinner, focusRing, tokens } from '@young-minds/ui';
import { Suspense } from 'react';
import { NavLink, Outlet, useNavigate } from '@young-minds/router';
import styled, { createGlobalStyle } from 'styled-components';
import { useChildT } from '../messages';
import { NotSentNote, SyncStatus } from '../offline/SyncStatus';
import { useOfflineSync } from '../offline/useOfflineSync';
import { SubscriptionGate, useGate } from '../shared/gate';
import { HomeIcon, MoonIcon } from '../shared/icons';
import { Title } from '../shared/parts';
import { MuteButton } from '../shared/voice';
import { GrownUpsOnly } from './GrownUpsOnly';
import { LearningTime } from './heartbeat';
import { useReadToMeFromProfile } from './readToMe';
import { useScrollPlace } from './scrollPlace';
import { useFamilyTheme } from './useFamilyTheme';

/** Alone (QA) there is no shell stylesheet. */
const AreaStyles = createGlobalStyle`
  body {
    margin: 0;
  }
`;

const Frame = styled.div`
  min-height: 100vh;
  background: #fff8e7;
  color: ${tokens.color.text};
  font-family: ${tokens.font.family};
  font-size: 1.125rem;
  overflow-x: clip;
`;

const Top = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};
  padding-block: ${tokens.space.sm};
  padding-inline: ${tokens.space.md};
  background: var(${THEME_VARIABLES.fill});
  color: var(${THEME_VARIABLES.textColor});
`;

const HomeLink = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.sm};
  min-height: 64px;
  min-width: 64px;
  padding-inline: ${tokens.space.md};
  border: 3px solid currentColor;
  border-radius: ${tokens.radius.lg};
  color: inherit;
  font-size: ${tokens.font.size.lg};
  font-weight: 800;
  text-decoration: none;
  &:focus-visible {
    ${focusRing}
  }
`;

const Hello = styled.p`
  margin: 0;
  margin-inline-end: auto;
  /* Never squeezed to a letter per line: the sync line wraps below instead (a phone). */
  flex: 1 1 6rem;
  min-width: 0;
  overflow-wrap: anywhere;
  font-weight: 800;
`;

const LogOut = styled.button`
  min-height: 48px;
  white-space: nowrap;
  padding-inline: ${tokens.space.md};
  border: 2px solid currentColor;
  border-radius: ${tokens.radius.md};
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:focus-visible {
    ${focusRing}
  }
`;

const Main = styled.main`
  box-sizing: border-box;
  max-width: 1100px;
  margin-inline: auto;
  padding: ${tokens.space.md};
  &:focus {
    outline: none;
  }
`;

const Resting = styled.section`
  text-align: center;
  padding-block: ${tokens.space.xl};
  p {
    font-size: ${tokens.font.size.lg};
  }
  .resting-picture {
    font-size: 5rem;
    margin: 0;
  }
  div {
    justify-content: center;
  }
`;

/** The friendly full screen a child meets when the family's subscription has ended: no content, no blame. */
function AskParent() {
  const t = useChildT();
  return (
    <Resting aria-labelledby="ask-parent-title">
      <p className="resting-picture">
        <MoonIcon size="6rem" />
      </p>
      <div id="ask-parent-title">
        <Title text={t('askParent.title')} />
      </div>
      <p>{t('askParent.text')}</p>
    </Resting>
  );
}

function Screen() {
  const t = useChildT();
  const { ended } = useGate();
  if (ended) return <AskParent />;
  return (
    <Suspense fallback={<Spinner label={t('layout.loadingScreen')} />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * The child area's frame: a big Home button on every screen, the child's name and the family's theme colour.
 * A device a parent handed over shows no Log out (the shell offers "Back to parent" instead).
 */
export function ChildLayout() {
  const t = useChildT();
  const user = useSession((s) => s.user);
  const handedOverBy = useSession((s) => s.handedOverBy);
  const theme = useTheme((s) => s);
  const navigate = useNavigate();
  useFamilyTheme();
  useOfflineSync();
  useReadToMeFromProfile();
  useScrollPlace();

  return (
    <SubscriptionGate>
      <LearningTime>
        <Frame style={themeStyleVariables(theme)}>
          <AreaStyles />
          <SkipLink target="child-main" />
          <Top>
            <HomeLink to="/child" end>
              <HomeIcon size="2rem" />
              {t('layout.home')}
            </HomeLink>
            <Hello>{user ? t('layout.hello', { name: user.name }) : null}</Hello>
            <SyncStatus />
            <MuteButton />
            {handedOverBy === null ? (
              <LogOut
                type="button"
                onClick={async () => {
                  await logOutEverywhere();
                  void navigate('/login');
                }}
              >
                {t('layout.logOut')}
              </LogOut>
            ) : null}
          </Top>
          <Main id="child-main" tabIndex={-1}>
            <NotSentNote />
            <GrownUpsOnly />
            <Screen />
          </Main>
        </Frame>
      </LearningTime>
    </SubscriptionGate>
  );
}
