import { ApiError } from '@young-minds/api-client';
import { type HifzGrade, quranAttribution } from '@young-minds/contracts';
import type { Loaded } from '@young-minds/query';
import type { ReactNode } from 'react';
import { tokens } from '@young-minds/ui';
import styled from 'styled-components';
import { useChildT } from '../../messages';
import { StarIcon } from '../../shared/icons';
import { BigLink, LoadStatus, NotFoundNote } from '../../shared/parts';

// Pictures drawn inline, like the area's icons: decorative (aria-hidden), the words beside them say what they mean.

function Svg({ size = '1em', children }: { size?: number | string; children: React.ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** The Quran corner's picture: an open book on its stand (a rehal). */
export function QuranIcon({ size }: { size?: number | string }) {
  return (
    <Svg size={size}>
      <path
        d="M12 6.5C9.5 4.8 6.5 4.5 3 5v11c3.5-.4 6.5 0 9 1.6 2.5-1.6 5.5-2 9-1.6V5c-3.5-.5-6.5-.2-9 1.5z"
        fill="#2A9D8F"
      />
      <path d="M12 6.5v11" stroke="#fff" strokeWidth="1.2" />
      <path d="m5 18.5 14 3M19 18.5l-14 3" stroke="#8D5524" strokeWidth="1.6" strokeLinecap="round" />
    </Svg>
  );
}

/** A microphone, for recording. */
export function MicIcon({ size }: { size?: number | string }) {
  return (
    <Svg size={size}>
      <rect x="9" y="3" width="6" height="11" rx="3" fill="#E63946" />
      <path d="M6 11a6 6 0 0 0 12 0M12 17v3M8.5 20.5h7" fill="none" stroke="currentColor" strokeWidth="2" />
    </Svg>
  );
}

/** A square, for stopping. */
export function StopIcon({ size }: { size?: number | string }) {
  return (
    <Svg size={size}>
      <rect x="6" y="6" width="12" height="12" rx="2" fill="currentColor" />
    </Svg>
  );
}

/** Two bars, for pausing. */
export function PauseIcon({ size }: { size?: number | string }) {
  return (
    <Svg size={size}>
      <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
    </Svg>
  );
}

/** A paper plane, for sending. */
export function SendIcon({ size }: { size?: number | string }) {
  return (
    <Svg size={size}>
      <path d="M3 11.5 21 4l-6.5 17-3-7.5z" fill="#4361EE" />
    </Svg>
  );
}

/** A circle of arrows, for repeating and revising. */
export function RepeatIcon({ size }: { size?: number | string }) {
  return (
    <Svg size={size}>
      <path d="M5 12a7 7 0 0 1 12-5l2-2v6h-6l2.2-2.2A4.5 4.5 0 1 0 16.5 13H19A7 7 0 0 1 5 12z" fill="#F4A261" />
    </Svg>
  );
}

/** A face for each grade of a revision, from "I forgot" to "easy!". */
export function GradeFace({ grade, size = '3rem' }: { grade: HifzGrade; size?: number | string }) {
  const looks: Record<HifzGrade, { fill: string; mouth: string }> = {
    again: { fill: '#E76F51', mouth: 'M8 17c1.2-2 6.8-2 8 0' },
    hard: { fill: '#F4A261', mouth: 'M8 16h8' },
    good: { fill: '#8AC926', mouth: 'M8 14.5c1.5 2.2 6.5 2.2 8 0' },
    easy: { fill: '#FFBE0B', mouth: 'M7.5 13.5c1.5 4 7.5 4 9 0z' },
  };
  const { fill, mouth } = looks[grade];
  return (
    <Svg size={size}>
      <circle cx="12" cy="12" r="10" fill={fill} />
      <circle cx="8.5" cy="9.5" r="1.3" fill="#333" />
      <circle cx="15.5" cy="9.5" r="1.3" fill="#333" />
      <path d={mouth} fill={grade === 'easy' ? '#fff' : 'none'} stroke="#333" strokeWidth="1.4" />
    </Svg>
  );
}

const StarLine = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  font-size: 1.4rem;
`;

/** Stars drawn `count` times, read as `label` by screen readers. */
export function Stars({ count, label }: { count: number; label: string }) {
  return (
    <StarLine role="img" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <StarIcon key={index} />
      ))}
    </StarLine>
  );
}

const Credit = styled.p`
  margin-block: ${tokens.space.lg} 0;
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.muted};
  overflow-wrap: anywhere;
`;

/**
 * The text's source and licence (CC BY 4.0 asks for it), as plain text: the child area never links out. The
 * source's own words stay in English.
 */
export function Attribution() {
  const t = useChildT();
  const { source, licence } = quranAttribution;
  return (
    <Credit>
      {t('quran.attribution')} <span lang="en">{source}</span> (<span lang="en">{licence}</span>)
    </Credit>
  );
}

/**
 * A surah screen's loading states: a surah the corner does not serve (a typed address, an old link) is "not found"
 * with the way back, not a failure to try again.
 */
export function SurahStatus<T>({ loaded, children }: { loaded: Loaded<T>; children: (data: T) => ReactNode }) {
  const t = useChildT();
  const missing =
    loaded.state === 'failed' && loaded.error instanceof ApiError && [400, 404].includes(loaded.error.status);
  if (missing)
    return (
      <>
        <NotFoundNote picture={<QuranIcon size="5rem" />} text={t('quran.surahNotFound')} />
        <BigLink to="/child/quran" $variant="outline">
          {t('quran.allSurahs')}
        </BigLink>
      </>
    );
  return (
    <LoadStatus loaded={loaded} loading={t('quran.loadingSurah')}>
      {children}
    </LoadStatus>
  );
}
