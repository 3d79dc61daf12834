import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { api } from '@young-minds/api-client';
import { emailMessages, sessionEndpoints } from '@young-minds/contracts';
import { sessionStore } from '@young-minds/session';
import { Button, tokens } from '@young-minds/ui';
import { useParentT } from '../messages';
import { serverText } from '../shared/serverText';
import { earlyEmailUnconfirmed, takeEarlyMe } from '../screens/Dashboard/firstData';

const Banner = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};
  margin-block-end: ${tokens.space.md};
  padding-block: ${tokens.space.sm};
  padding-inline: ${tokens.space.md};
  border-radius: ${tokens.radius.sm};
  border: 1px solid ${tokens.color.infoBorder};
  border-inline-start-width: 4px;
  background: ${tokens.color.infoBg};
  color: ${tokens.color.text};
  & p {
    margin: 0;
    flex: 1 1 16rem;
  }
`;

type Sending = 'idle' | 'busy' | { said: string };

/**
 * Issue 34: until the parent confirms their email address (the link of the registration email), a polite banner
 * asks them to, with "Send again". `me` is read as the area opens, so a confirmation made in another tab or on
 * /verify-email takes the banner away on the next visit.
 */
export function EmailBanner() {
  const t = useParentT();
  // Drawn with the page when its early read has answered (screens/Dashboard/firstData.tsx).
  const [unconfirmed, setUnconfirmed] = useState(() => earlyEmailUnconfirmed() ?? false);
  const [sending, setSending] = useState<Sending>('idle');

  useEffect(() => {
    const controller = new AbortController();
    // Asked for with the area's code when the page opened on the dashboard (screens/Dashboard/firstData.tsx).
    (takeEarlyMe() ?? api.call(sessionEndpoints.me, { signal: controller.signal }))
      .then((answer) => {
        if (controller.signal.aborted) return;
        setUnconfirmed(!answer.user.emailVerified);
        // Kept with the session: the next page sent for the dashboard knows whether this banner shows (issue 33).
        sessionStore.getState().updateUser({ emailVerified: answer.user.emailVerified });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  if (!unconfirmed) return null;

  async function sendAgain() {
    setSending('busy');
    try {
      const answer = await api.call(sessionEndpoints.resendVerification, {});
      const already = answer.message === emailMessages.alreadyVerified;
      setSending({ said: t(already ? 'emailBanner.already' : 'emailBanner.sent') });
    } catch (failure) {
      setSending({ said: serverText(failure, t('emailBanner.failed')) });
    }
  }

  return (
    <Banner aria-labelledby="email-banner-text" data-print="hide">
      <p id="email-banner-text">{t('emailBanner.text')}</p>
      <Button
        type="button"
        $size="sm"
        $variant="outline"
        disabled={sending === 'busy'}
        onClick={() => void sendAgain()}
      >
        {sending === 'busy' ? t('emailBanner.busy') : t('emailBanner.sendAgain')}
      </Button>
      <p aria-live="polite">{typeof sending === 'object' ? sending.said : ''}</p>
    </Banner>
  );
}
