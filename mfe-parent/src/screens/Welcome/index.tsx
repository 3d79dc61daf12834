import { authEndpoints } from '@young-minds/contracts';
import { formatNumber } from '@young-minds/i18n';
import { Alert, Button, ButtonLink, PageTitle, Spinner, tokens, useArrivalNotice } from '@young-minds/ui';
import { useEndpoint } from '@young-minds/query';
import { useNavigate } from '@young-minds/router';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useParentT } from '../../messages';
import { type FirstRunStep, firstRunSteps, useFirstRun } from '../../shared/firstRun';
import { WelcomePicture } from '../../shared/illustrations';
import { Panel } from '../../shared/parts';
import { ParentPin } from '../Account/ParentPin';
import { HandOffButton } from '../Children/HandOffButton';

const Intro = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.md};
  margin-block-end: ${tokens.space.lg};
  p {
    margin: 0;
    flex: 1 1 14rem;
    font-size: ${tokens.font.size.lg};
  }
  > svg {
    max-inline-size: 100%;
    block-size: auto;
  }
`;

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Step = styled(Panel).attrs({ as: 'li' })<{ $done: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${tokens.space.md};
  border-inline-start: 6px solid ${({ $done }) => ($done ? tokens.color.successText : tokens.color.border)};
  h2 {
    margin-block-end: ${tokens.space.xs};
  }
  p {
    margin-block: 0 ${tokens.space.sm};
  }
`;

/** The step's number, or a tick once done (the words beside it say which, for screen readers too). */
const Mark = styled.span<{ $done: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 40px;
  block-size: 40px;
  border-radius: ${tokens.radius.pill};
  font-weight: 800;
  font-size: ${tokens.font.size.lg};
  background: ${({ $done }) => ($done ? tokens.color.successText : tokens.color.page)};
  color: ${({ $done }) => ($done ? '#FFFFFF' : tokens.color.text)};
  border: 2px solid ${({ $done }) => ($done ? tokens.color.successText : tokens.color.border)};
`;

const State = styled.p<{ $done: boolean }>`
  font-weight: 800;
  color: ${({ $done }) => ($done ? tokens.color.successText : tokens.color.muted)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${tokens.space.sm};
`;

/**
 * /parent/welcome, where a new family lands after the checkout: three steps, each ticked from real data — the first
 * child (Add Child asks the picture, the goal and the content settings), the parent PIN (set right here), and this
 * device made the family's (Account → Devices) or handed to a child. "Not now" dismisses it; the dashboard links
 * back while steps remain.
 */
export function Welcome() {
  const t = useParentT();
  const notice = useArrivalNotice();
  const navigate = useNavigate();
  const firstRun = useFirstRun();
  const profile = useEndpoint(authEndpoints.getParentProfile);

  let body: ReactNode;
  if (!firstRun.ready || !profile.data) body = <Spinner label={t('welcome.loading')} />;
  else {
    const { done, children } = firstRun;
    const content: Record<FirstRunStep, { text: string; actions: ReactNode }> = {
      child: {
        text: done.child ? t('welcome.child.done', { count: children.length }) : t('welcome.child.text'),
        actions: done.child ? null : (
          <ButtonLink to="/parent/addchild?from=welcome">{t('welcome.child.action')}</ButtonLink>
        ),
      },
      pin: {
        text: done.pin ? t('welcome.pin.done') : t('welcome.pin.text'),
        actions: done.pin ? null : <ParentPin hasPin={false} onSaved={() => void profile.refetch()} />,
      },
      device: {
        text: done.device ? t('welcome.device.done') : t('welcome.device.text'),
        actions: done.device ? null : (
          <Actions>
            <ButtonLink to="/parent/account#devices" $variant="outline">
              {t('welcome.device.action')}
            </ButtonLink>
            {children.map((child) => (
              <HandOffButton key={child.id} child={child} />
            ))}
          </Actions>
        ),
      },
    };
    body = (
      <>
        <Steps aria-label={t('welcome.stepsLabel')}>
          {firstRunSteps.map((step, index) => (
            <Step key={step} $done={done[step]} aria-labelledby={`welcome-${step}`}>
              <Mark $done={done[step]} aria-hidden="true">
                {done[step] ? '✓' : formatNumber(index + 1)}
              </Mark>
              <div>
                <h2 id={`welcome-${step}`}>{t(`welcome.${step}.title`)}</h2>
                <State $done={done[step]}>{done[step] ? t('welcome.stepDone') : t('welcome.stepToDo')}</State>
                <p>{content[step].text}</p>
                {content[step].actions}
              </div>
            </Step>
          ))}
        </Steps>
        {firstRun.remaining === 0 ? <Alert variant="success">{t('welcome.allDone')}</Alert> : null}
        <Actions>
          {firstRun.remaining === 0 ? (
            <ButtonLink to="/parent">{t('welcome.toDashboard')}</ButtonLink>
          ) : (
            <Button
              $variant="ghost"
              onClick={() => {
                firstRun.dismiss();
                void navigate('/parent');
              }}
            >
              {t('welcome.dismiss')}
            </Button>
          )}
        </Actions>
      </>
    );
  }

  return (
    <>
      <PageTitle>{t('welcome.title')}</PageTitle>
      {notice ? (
        <Alert variant="success" role="status">
          {notice}
        </Alert>
      ) : null}
      <Intro>
        <WelcomePicture size={180} />
        <p>{t('welcome.intro')}</p>
      </Intro>
      {body}
    </>
  );
}
