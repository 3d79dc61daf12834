import styled from 'styled-components';
import {
  type ContentKind,
  type ItemReview,
  type ReviewStatus,
  type Source,
  contentKindIds,
} from '@young-minds/contracts';
import { tokens } from '@young-minds/ui';
import { type AdminMessageId, useAdminT } from '../messages';
import { formatDate } from './format';

/**
 * Issue 35's words and tags that several admin screens share: a kind's name, an item's review state (the lists'
 * column, the forms' badge, the review queue) and its sources in the words families read.
 */

/** A content kind's name, `review.kind.<kind>` (the type-check asks the catalogs for a new kind's). */
export const kindNames = Object.fromEntries(contentKindIds.map((kind) => [kind, `review.kind.${kind}`])) as {
  [Kind in ContentKind]: `review.kind.${Kind}`;
} satisfies Record<ContentKind, AdminMessageId>;

const statusNames: Record<ReviewStatus, AdminMessageId> = {
  draft: 'review.status.draft',
  in_review: 'review.status.in_review',
  changes_requested: 'review.status.changes_requested',
  published: 'review.status.published',
};

/** What a published item's waiting edit is doing. */
const revisionNames: Record<ReviewStatus, AdminMessageId | null> = {
  draft: 'review.editDraft',
  in_review: 'review.editWaiting',
  changes_requested: 'review.editSentBack',
  published: null,
};

const tones: Record<ReviewStatus, { background: string; color: string }> = {
  draft: { background: tokens.color.infoBg, color: tokens.color.infoText },
  in_review: { background: '#fff3c4', color: '#5c4300' },
  changes_requested: { background: tokens.color.dangerBg, color: tokens.color.dangerText },
  published: { background: tokens.color.successBg, color: tokens.color.successText },
};

const Tag = styled.span<{ $status: ReviewStatus }>`
  display: inline-block;
  margin-block: 2px;
  margin-inline-end: ${tokens.space.xs};
  padding: 0 8px;
  border-radius: ${tokens.radius.pill};
  font-size: ${tokens.font.size.sm};
  font-weight: 700;
  white-space: nowrap;
  background: ${(p) => tones[p.$status].background};
  color: ${(p) => tones[p.$status].color};
`;

/** One state as a coloured word ('In review'). */
function StatusTag({ status }: { status: ReviewStatus }) {
  const t = useAdminT();
  return <Tag $status={status}>{t(statusNames[status])}</Tag>;
}

/** An item's review state: its own ('Published'), then its waiting edit's ('Edit waiting for review'). */
export function ReviewTags({ review }: { review: ItemReview }) {
  const t = useAdminT();
  const revision = review.revisionStatus ? revisionNames[review.revisionStatus] : null;
  return (
    <>
      <StatusTag status={review.status} />
      {revision && review.revisionStatus ? <Tag $status={review.revisionStatus}>{t(revision)}</Tag> : null}
    </>
  );
}

/** The lists' Status column: every kind's list shows it the same way. */
export function useReviewColumn<Item extends { review: ItemReview }>() {
  const t = useAdminT();
  return { header: t('review.status.label'), cell: (item: Item) => <ReviewTags review={item.review} /> };
}

/** 'Checked by Admin on Oct 1, 2026' for a published item; null before. */
export function useCheckedBy() {
  const t = useAdminT();
  return (review: ItemReview) =>
    review.status === 'published' && review.reviewedBy
      ? t('review.checkedBy', { name: review.reviewedBy, date: formatDate(review.reviewedAt) })
      : null;
}

/** A source in plain words: 'Quran, surah 112, ayahs 1 to 4', 'Sahih al-Bukhari, hadith 6018 (authentic (sahih))'. */
function useSourceWords() {
  const t = useAdminT();
  return (source: Source): string => {
    switch (source.type) {
      case 'quran':
        return source.ayahTo > source.ayahFrom
          ? t('review.sources.quranRange', {
              surah: String(source.surah),
              from: String(source.ayahFrom),
              to: String(source.ayahTo),
            })
          : t('review.sources.quran', { surah: String(source.surah), from: String(source.ayahFrom) });
      case 'hadith':
        return t('review.sources.hadith', {
          collection: source.collection,
          number: source.number,
          grading: t(`review.grading.${source.grading}`),
        });
      case 'book': {
        const book = source.author
          ? t('review.sources.bookBy', { title: source.title, author: source.author })
          : t('review.sources.book', { title: source.title });
        return source.page ? t('review.sources.page', { book, page: source.page }) : book;
      }
    }
  };
}

const SourceItems = styled.ul`
  margin: 0;
  padding-inline-start: ${tokens.space.lg};
  li {
    margin-block-end: ${tokens.space.xs};
  }
`;

/** An item's sources as a list of plain sentences ('No sources given.' when there is none). */
export function SourceList({ sources }: { sources: readonly Source[] }) {
  const t = useAdminT();
  const words = useSourceWords();
  if (sources.length === 0) return <p>{t('review.sources.none')}</p>;
  return (
    <SourceItems>
      {sources.map((source, index) => (
        <li key={index} dir="auto">
          {words(source)}
        </li>
      ))}
    </SourceItems>
  );
}
