import { useState } from 'react';
import { Link, useSearchParams } from '@young-minds/router';
import { ApiError, api } from '@young-minds/api-client';
import { digestEndpoints } from '@young-minds/contracts';
import { Alert, Button, FormPanel, Lead, PageTitle } from '@young-minds/ui';
import { usePublicT } from '../../messages';
import { serverMessage } from '../shared/errors';
import { Muted } from '../shared/ui';

type Status = 'ready' | 'busy' | 'done' | 'invalid' | 'failed';

/**
 * /unsubscribe?token=…: the weekly note's link (issue 34). No login: the token names the child. The parent
 * confirms with one button (a mail scanner that opens links must not stop the note); mail clients that offer
 * one-click unsubscribe use the email's List-Unsubscribe-Post header instead.
 */
export function Unsubscribe() {
  const t = usePublicT();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [status, setStatus] = useState<Status>(token ? 'ready' : 'invalid');
  const [failure, setFailure] = useState<string | null>(null);

  async function stop() {
    setStatus('busy');
    try {
      await api.call(digestEndpoints.unsubscribe, { body: { token } });
      setStatus('done');
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 400) setStatus('invalid');
      else {
        setFailure(serverMessage(caught));
        setStatus('failed');
      }
    }
  }

  return (
    <FormPanel>
      <PageTitle>{t('unsubscribe.title')}</PageTitle>
      {status === 'done' ? (
        <Alert variant="success" role="status">
          {t('unsubscribe.done')}
        </Alert>
      ) : null}
      {status === 'invalid' ? (
        <Alert variant="danger" role="alert">
          {t('unsubscribe.invalid')}
        </Alert>
      ) : null}
      {status === 'failed' ? (
        <Alert variant="danger" role="alert">
          {failure ?? t('unsubscribe.failed')}
        </Alert>
      ) : null}
      {status === 'ready' || status === 'busy' || status === 'failed' ? (
        <>
          <Lead>{t('unsubscribe.lead')}</Lead>
          <Button
            type="button"
            $block
            disabled={status === 'busy'}
            aria-busy={status === 'busy'}
            onClick={() => void stop()}
          >
            {t('unsubscribe.confirm')}
          </Button>
        </>
      ) : null}
      <Muted>
        {t('unsubscribe.later')} <Link to="/login">{t('unsubscribe.login')}</Link>
      </Muted>
    </FormPanel>
  );
}
