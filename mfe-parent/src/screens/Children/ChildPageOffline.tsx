import { type Child, type ProgressItem, offlineKinds } from '@young-minds/contracts';
import {
  type DownloadError,
  type DownloadKind,
  type DownloadRecord,
  canDownload,
  childOwner,
  downloadItem,
  downloadKey,
  listDownloads,
} from '@young-minds/offline/downloads';
import { useDownloadRun, useEvicted } from '@young-minds/offline/download-state';
import { Alert, Button, VisuallyHidden, tokens } from '@young-minds/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from '@young-minds/router';
import styled from 'styled-components';
import { type ParentMessageId, useParentT } from '../../messages';
import { Panel } from '../../shared/parts';
import type { useSubmissions } from './ChildPageWorksheets';
import { kindName } from '../../shared/kindFacts';

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${tokens.space.sm};
  > li {
    display: grid;
    gap: ${tokens.space.xs};
    padding: ${tokens.space.sm} ${tokens.space.md};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
  }
  h3 {
    margin: 0;
    font-size: ${tokens.font.size.md};
  }
  p {
    margin: 0;
  }
  progress {
    inline-size: 100%;
    block-size: 12px;
  }
`;

interface OfflineItem {
  kind: DownloadKind;
  contentId: number;
  title: string;
}

const downloadKinds: readonly string[] = offlineKinds;

/**
 * What can be kept for offline: the videos, books and worksheets in the child's recent progress, then the
 * worksheets they handed in, each once (removed items, without a title, are left out).
 */
function offlineItems(recent: ProgressItem[], submissions: ReturnType<typeof useSubmissions>): OfflineItem[] {
  const fromRecent = recent.flatMap((item) =>
    downloadKinds.includes(item.contentType) && item.title !== null
      ? [{ kind: item.contentType as DownloadKind, contentId: item.contentId, title: item.title }]
      : [],
  );
  const fromWorksheets =
    submissions.state === 'ready'
      ? submissions.data.data.flatMap((submission) =>
          submission.assignmentTitle === null
            ? []
            : [{ kind: 'assignment' as const, contentId: submission.assignmentId, title: submission.assignmentTitle }],
        )
      : [];
  const byKey = new Map<string, OfflineItem>();
  for (const item of [...fromRecent, ...fromWorksheets]) {
    const key = downloadKey(item.kind, item.contentId);
    if (!byKey.has(key)) byKey.set(key, item);
  }
  return [...byKey.values()];
}

/**
 * "Ready for offline on this device": a parent downloads the child's videos, books and worksheets to this device,
 * into the child's own database, so the child's My downloads lists them and they open offline when the child logs
 * in here. Only where the browser can keep downloads.
 */
export function ChildPageOffline({
  child,
  recent,
  submissions,
}: {
  child: Child;
  recent: ProgressItem[];
  submissions: ReturnType<typeof useSubmissions>;
}) {
  const t = useParentT();
  const owner = childOwner(child.id);
  const [records, setRecords] = useState<Map<string, DownloadRecord>>(new Map());
  const able = canDownload();
  useEffect(() => {
    if (!able) return;
    let current = true;
    void listDownloads(owner)
      .then((found) => current && setRecords(new Map(found.map((record) => [record.key, record]))))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [owner, able]);
  if (!able) return null;
  const items = offlineItems(recent, submissions);
  const saved = (record: DownloadRecord) => setRecords((before) => new Map(before).set(record.key, record));
  return (
    <Panel aria-labelledby="offline-heading">
      <h2 id="offline-heading">{t('offline.title')}</h2>
      <p>{t('offline.intro', { name: child.name })}</p>
      {items.length === 0 ? (
        <p>{t('offline.empty', { name: child.name })}</p>
      ) : (
        <Items aria-labelledby="offline-heading">
          {items.map((item) => {
            const key = downloadKey(item.kind, item.contentId);
            return <OfflineRow key={key} owner={owner} item={item} record={records.get(key) ?? null} onSaved={saved} />;
          })}
        </Items>
      )}
    </Panel>
  );
}

const problemText: Record<DownloadError['problem'], ParentMessageId> = {
  subscription: 'offline.subscription',
  notFound: 'offline.notFound',
  failed: 'offline.failed',
};

/** One item: its download button and progress, then "On this device" (or, when the browser evicted it, again). */
function OfflineRow({
  owner,
  item,
  record,
  onSaved,
}: {
  owner: string;
  item: OfflineItem;
  record: DownloadRecord | null;
  onSaved: (record: DownloadRecord) => void;
}) {
  const t = useParentT();
  const evicted = useEvicted(record);
  const { doing, start } = useDownloadRun(
    (options) => downloadItem(owner, item.kind, item.contentId, options),
    onSaved,
  );

  const headingId = `offline-${item.kind}-${item.contentId}`;
  let body: ReactNode;
  if (doing.state === 'downloading') {
    const percent = doing.progress?.percent ?? null;
    body = (
      <>
        <progress max={100} value={percent ?? undefined} aria-label={t('offline.progress', { title: item.title })} />
        <p>{percent === null ? t('offline.starting') : t('offline.percent', { percent })}</p>
      </>
    );
  } else if (record && evicted === false) {
    body = <p role="status">{t('offline.onDevice')}</p>;
  } else if (record && evicted === null) {
    body = null;
  } else {
    body = (
      <>
        {record ? <p role="status">{t('offline.evicted')}</p> : null}
        {doing.state === 'failed' ? (
          <Alert variant="danger">
            {t(problemText[doing.problem])}{' '}
            {doing.problem === 'subscription' ? (
              <Link to="/parent/subscription">{t('offline.seeSubscription')}</Link>
            ) : null}
          </Alert>
        ) : null}
        {doing.state === 'failed' && doing.problem !== 'failed' ? null : (
          <div>
            <Button $size="sm" $variant="outline" onClick={() => void start()}>
              {t(record ? 'offline.again' : 'offline.download')}
              <VisuallyHidden>
                : <bdi>{item.title}</bdi>
              </VisuallyHidden>
            </Button>
          </div>
        )}
      </>
    );
  }
  return (
    <li aria-labelledby={headingId}>
      <h3 id={headingId} dir="auto">
        {item.title}
      </h3>
      <p>{t(kindName(item.kind))}</p>
      {body}
    </li>
  );
}
