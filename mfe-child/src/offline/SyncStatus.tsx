import { formatDate } from '@young-minds/i18n';
import { tokens } from '@young-minds/ui';
import styled from 'styled-components';
import { type ChildMessageId, useChildT } from '../messages';
import { BigButton } from '../shared/parts';
import type { QueuedLabel } from './db';
import { dismissDropped } from './queue';
import { useOfflineStatus } from './status';

const Line = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.sm};
  font-weight: 700;
  white-space: nowrap;
  /* On a phone the line takes a row of its own under the greeting and the buttons. */
  @media (max-width: 30rem) {
    order: 1;
    flex-basis: 100%;
  }
  /* Nothing to say yet: the live region stays (to announce later) but takes no room. */
  &:empty {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
`;

const timeOptions = { hour: '2-digit', minute: '2-digit', english: 'en-GB' } as const;

/** The top bar's sync line: "Waiting to sync (3)" while work waits on the device, else "Synced at 10:42". */
export function SyncStatus() {
  const t = useChildT();
  const waiting = useOfflineStatus((status) => status.waiting);
  const lastSyncAt = useOfflineStatus((status) => status.lastSyncAt);
  let text: string | null = null;
  if (waiting > 0) text = t('sync.waiting', { count: waiting });
  else if (lastSyncAt !== null) text = t('sync.synced', { time: formatDate(lastSyncAt, timeOptions) });
  return (
    <Line role="status" aria-live="polite">
      {text}
    </Line>
  );
}

const kindText: Record<QueuedLabel['kind'], ChildMessageId> = {
  quiz: 'notSent.quiz',
  worksheet: 'notSent.worksheet',
  activity: 'notSent.activity',
  progress: 'notSent.progress',
  learningTime: 'notSent.learningTime',
};

const Note = styled.section`
  margin-block-end: ${tokens.space.md};
  padding: ${tokens.space.md};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.infoBg};
  ul {
    margin-block: ${tokens.space.sm};
  }
  p {
    margin: 0;
  }
`;

/** Work the server refused for good (it was removed meanwhile): said kindly, once, until the child says OK. */
export function NotSentNote() {
  const t = useChildT();
  const dropped = useOfflineStatus((status) => status.dropped);
  if (dropped.length === 0) return null;
  return (
    <Note aria-labelledby="not-sent-title">
      <p id="not-sent-title">{t('notSent.title')}</p>
      <ul>
        {dropped.map((item) => (
          <li key={item.id}>
            {t(kindText[item.label.kind])}
            {item.label.title ? (
              <>
                : <bdi>{item.label.title}</bdi>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <BigButton $variant="outline" onClick={() => void dismissDropped().catch(() => undefined)}>
        {t('notSent.ok')}
      </BigButton>
    </Note>
  );
}
