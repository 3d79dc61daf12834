import type { ItemReview, Source } from '@young-minds/contracts';
import styled from 'styled-components';
import { useReviewT } from './messages';
import { tokens } from '../theme';
import { useCheckedText, useSourceText } from './sources';

const Box = styled.div`
  margin-block: ${tokens.space.sm};
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.text};
`;

const Checked = styled.p`
  display: flex;
  align-items: center;
  gap: ${tokens.space.xs};
  margin: 0;
  font-weight: 600;
  color: ${tokens.color.successText};
`;

const Note = styled.p`
  margin-block: ${tokens.space.xs} 0;
  margin-inline: 0;
  color: ${tokens.color.muted};
`;

const Disclosure = styled.details`
  margin-block-start: ${tokens.space.xs};

  summary {
    cursor: pointer;
    font-weight: 600;
    color: ${tokens.color.primaryStrong};
  }

  ul {
    margin-block: ${tokens.space.xs} 0;
    padding-inline-start: ${tokens.space.lg};
  }

  li {
    overflow-wrap: anywhere;
  }
`;

/** The tick beside "Checked by": decorative (the sentence says it). */
export function CheckMark({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill={tokens.color.successText} />
      <path d="M6.5 12.5l3.5 3.5 7.5-8" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

export interface ReviewNoteProps {
  review: ItemReview;
  sources: readonly Source[];
}

/**
 * Who checked an item and on what it rests, for a parent: "Checked by … on …", the reviewer's note, and a
 * "Sources" disclosure listing each source in words ("Quran, Surah Al-Ikhlas 112:1–4"). Nothing for an item
 * that carries neither a sign-off nor sources.
 */
export function ReviewNote({ review, sources }: ReviewNoteProps) {
  const t = useReviewT();
  const checked = useCheckedText()(review);
  const sourceText = useSourceText();
  if (!checked && sources.length === 0) return null;
  return (
    <Box>
      {checked ? (
        <Checked>
          <CheckMark />
          <span>{checked}</span>
        </Checked>
      ) : null}
      {checked && review.note ? <Note>{t('scholar.note', { note: review.note })}</Note> : null}
      {sources.length > 0 ? (
        <Disclosure>
          <summary>{t('scholar.sources', { count: sources.length })}</summary>
          <ul>
            {sources.map((source, index) => (
              <li key={index}>{sourceText(source)}</li>
            ))}
          </ul>
        </Disclosure>
      ) : (
        <Note>{t('scholar.noSources')}</Note>
      )}
    </Box>
  );
}
