import { tokens } from '@young-minds/ui';
import { type ReactNode } from 'react';
import { Link } from '@young-minds/router';
import styled from 'styled-components';
import { useChildT } from '../messages';
import { DownloadIcon } from '../shared/icons';
import { BigButton, Meter, NoteBox, cardLook } from '../shared/parts';
import { useDownloadRun, useEvicted } from '@young-minds/offline/download-state';
import { type DownloadKind, type DownloadRecord, canDownload, downloadItem, downloadKey } from './downloads';
import { useOfflineStatus } from './status';
import { useOnline } from './useOnline';

const Box = styled.section`
  ${cardLook}
  display: grid;
  gap: ${tokens.space.sm};
  margin-block: ${tokens.space.md};
  p {
    margin: 0;
  }
`;

/**
 * A download of this device and whether its files are still there (the browser may evict them to save space).
 * `evicted` is null while it is being checked.
 */
export function useDownload(kind: DownloadKind, contentId: number) {
  const key = downloadKey(kind, contentId);
  const record = useOfflineStatus((status) => status.downloads.find((download) => download.key === key) ?? null);
  const evicted = useEvicted(record);
  return { record, evicted };
}

/** What the download box shows: the button, the progress, "on this device", or why it cannot be. */
function DownloadControls({
  kind,
  contentId,
  record,
  evicted,
}: {
  kind: DownloadKind;
  contentId: number;
  record: DownloadRecord | null;
  evicted: boolean | null;
}) {
  const t = useChildT();
  const { doing, start } = useDownloadRun((options) => downloadItem(kind, contentId, options));

  if (doing.state === 'downloading') {
    const percent = doing.progress?.percent ?? null;
    return (
      <div>
        <Meter percent={percent} label={t('download.progress')} />
        <p>{percent === null ? t('download.starting') : t('download.percent', { percent })}</p>
      </div>
    );
  }
  let note: ReactNode = null;
  if (doing.state === 'failed')
    note = <p role="alert">{t(doing.problem === 'subscription' ? 'download.subscription' : 'download.failed')}</p>;
  if (doing.state === 'failed' && doing.problem === 'subscription') return note;
  if (record && evicted === false)
    return (
      <p role="status">
        {t('download.done')} <Link to="/child/downloads">{t('download.myDownloads')}</Link>
      </p>
    );
  if (record && evicted === null) return null;
  return (
    <>
      {record ? <p role="status">{t('download.evicted')}</p> : null}
      {note}
      <div>
        <BigButton $variant="outline" onClick={() => void start()}>
          <DownloadIcon size="1.4em" /> {t(record ? 'download.again' : 'download.button')}
        </BigButton>
      </div>
    </>
  );
}

/**
 * "Download to this device" on a video, book or worksheet, with a progress bar; once done, a link to My downloads;
 * when the browser evicted the files, a friendly note and "Download again". Nothing where the browser cannot keep
 * downloads.
 */
export function DownloadButton({ kind, contentId }: { kind: DownloadKind; contentId: number }) {
  const t = useChildT();
  const { record, evicted } = useDownload(kind, contentId);
  if (!canDownload()) return null;
  return (
    <Box aria-label={t('download.region')}>
      <DownloadControls kind={kind} contentId={contentId} record={record} evicted={evicted} />
    </Box>
  );
}

/**
 * A player or reader, shown while online or when its download is whole on the device; offline without it, a
 * friendly note instead of a player that cannot play.
 */
export function WhenOnDevice({
  kind,
  contentId,
  children,
}: {
  kind: DownloadKind;
  contentId: number;
  children: ReactNode;
}) {
  const t = useChildT();
  const online = useOnline();
  const { record, evicted } = useDownload(kind, contentId);
  if (online || (record && evicted === false)) return <>{children}</>;
  if (record && evicted === null) return null;
  return (
    <NoteBox role="status">
      <p>{t('download.notOnDevice')}</p>
    </NoteBox>
  );
}
