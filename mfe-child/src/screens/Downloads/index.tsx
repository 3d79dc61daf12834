import { formatNumber } from '@young-minds/i18n';
import { tokens } from '@young-minds/ui';
import { useEffect, useState } from 'react';
import { Link } from '@young-minds/router';
import styled from 'styled-components';
import { useChildT } from '../../messages';
import { type DownloadRecord, deleteDownload, storageEstimate } from '../../offline/downloads';
import { DownloadButton, useDownload } from '../../offline/DownloadButton';
import { useOfflineStatus } from '../../offline/status';
import { BigButton, ScreenTitle, cardLook } from '../../shared/parts';
import { kindLabels, kindLooks } from '../../shared/kinds';

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${tokens.space.md};
`;

const Row = styled.li`
  ${cardLook}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.md};
  p {
    margin: 0;
  }
  .about {
    margin-inline-end: auto;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  /* A big target for a small finger (at least 48 px high), as every tap target of the child area. */
  a {
    display: inline-flex;
    align-items: center;
    min-block-size: 48px;
    font-weight: 800;
    color: inherit;
  }
`;

const size = (value: number, unit: 'kilobyte' | 'megabyte' | 'gigabyte', maximumFractionDigits: number) =>
  formatNumber(value, { style: 'unit', unit, maximumFractionDigits, english: 'en-GB' });

/** 1536 → "2 kB", 5 × 2²⁰ → "5 MB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return size(bytes / 1024 ** 3, 'gigabyte', 1);
  if (bytes >= 1024 ** 2) return size(bytes / 1024 ** 2, 'megabyte', 1);
  return size(Math.max(1, Math.round(bytes / 1024)), 'kilobyte', 0);
}

function Download({ record }: { record: DownloadRecord }) {
  const t = useChildT();
  const { evicted } = useDownload(record.kind, record.contentId);
  return (
    <Row>
      <div className="about">
        <p>
          <Link to={`${kindLooks[record.kind].path}/${record.contentId}`}>
            <bdi>{record.title}</bdi>
          </Link>
        </p>
        <p>
          {t(kindLabels(record.kind).tile)} · {t('downloads.size', { size: formatBytes(record.bytes) })}
        </p>
      </div>
      {evicted ? <DownloadButton kind={record.kind} contentId={record.contentId} /> : null}
      <BigButton
        $variant="outline"
        aria-label={t('downloads.deleteLabel', { title: record.title })}
        onClick={() => void deleteDownload(record.key).catch(() => undefined)}
      >
        {t('downloads.delete')}
      </BigButton>
    </Row>
  );
}

/** The storage this site uses and what is left, where the browser tells (it changes with each download). */
function Storage({ downloads }: { downloads: DownloadRecord[] }) {
  const t = useChildT();
  const [estimate, setEstimate] = useState<{ usage: number; quota: number } | null>(null);
  useEffect(() => {
    let current = true;
    void storageEstimate().then((found) => current && setEstimate(found));
    return () => {
      current = false;
    };
  }, [downloads]);
  if (!estimate) return null;
  return (
    <p>
      {t('downloads.storage', {
        used: formatBytes(estimate.usage),
        available: formatBytes(Math.max(0, estimate.quota - estimate.usage)),
      })}
    </p>
  );
}

/** `/child/downloads`: what this device keeps for offline use, each with its size and Delete; the storage used. */
export function Downloads() {
  const t = useChildT();
  const downloads = useOfflineStatus((status) => status.downloads);
  return (
    <>
      <ScreenTitle text={t('downloads.title')} />
      <Storage downloads={downloads} />
      {downloads.length === 0 ? <p>{t('downloads.empty')}</p> : null}
      <List aria-label={t('downloads.title')}>
        {downloads.map((record) => (
          <Download key={record.key} record={record} />
        ))}
      </List>
    </>
  );
}
