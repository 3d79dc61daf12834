import { type HifzSurah, type QuranSurahSummary, hifzEndpoints, quranEndpoints } from '@young-minds/contracts';
import { useLanguage } from '@young-minds/i18n';
import { useEndpoint, useLoaded } from '@young-minds/query';
import { Link } from '@young-minds/router';
import { focusRing, tokens } from '@young-minds/ui';
import { QuranText } from '@young-minds/ui/quran';
import styled from 'styled-components';
import { useChildT } from '../../messages';
import { LoadStatus, ScreenTitle, TileGrid, Title } from '../../shared/parts';
import { SpeakButton } from '../../shared/voice';
import { Attribution, MicIcon, RepeatIcon, Stars } from './parts';
import { quranPaths } from './routes';
import { startSendingWaiting } from './outbox';
import { useEffect } from 'react';

const CornerLink = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space.xs};
  block-size: 100%;
  min-height: 120px;
  padding: ${tokens.space.md};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  box-shadow: ${tokens.shadow.card};
  color: ${tokens.color.text};
  text-decoration: none;
  text-align: center;
  font-weight: 800;
  font-size: ${tokens.font.size.lg};
  &:focus-visible {
    ${focusRing}
  }
  &.revise {
    background: #fff1c9;
    border: 3px solid #ffbe0b;
  }
  .picture {
    font-size: 3.5rem;
    line-height: 1;
  }
  .surah-name {
    line-height: 1.6;
  }
  .note {
    font-weight: 600;
    font-size: ${tokens.font.size.sm};
    color: ${tokens.color.muted};
  }
`;

const TileItem = styled.li`
  position: relative;
  .tile-speak {
    position: absolute;
    inset-block-start: ${tokens.space.xs};
    inset-inline-end: ${tokens.space.xs};
  }
`;

/** One surah: its Arabic name big, its English name, how many ayahs, and a star for each memorised one's share. */
function SurahTile({ surah, hifz }: { surah: QuranSurahSummary; hifz: HifzSurah | undefined }) {
  const t = useChildT();
  const { locale } = useLanguage();
  const memorized = hifz?.memorized ?? 0;
  return (
    <TileItem>
      <CornerLink to={quranPaths.surah(surah.number)}>
        <QuranText className="surah-name" size="lg">
          {surah.name}
        </QuranText>
        <span lang="en" dir="ltr">
          {surah.englishName}
        </span>
        <span className="note">{t('quran.ayahCount', { count: surah.ayahCount })}</span>
        {memorized > 0 ? (
          <Stars
            count={Math.min(3, Math.ceil((3 * memorized) / surah.ayahCount))}
            label={t('quran.memorizedCount', { count: memorized, total: surah.ayahCount })}
          />
        ) : null}
      </CornerLink>
      <span className="tile-speak">
        {/* The surah's name in the child's language (its name, not the Quran's text, may be read by the device). */}
        {locale === 'ar' ? (
          <SpeakButton text={surah.name} language="ar" />
        ) : (
          <SpeakButton text={surah.englishName} language="en" />
        )}
      </span>
    </TileItem>
  );
}

/**
 * `/child/quran`: the Quran corner. "Revise today" first when something is due, the way to record and to the
 * child's recordings, then every surah served as a big tile with stars for what the child has memorised.
 */
export function QuranHome() {
  const t = useChildT();
  const loaded = useLoaded(
    [useEndpoint(quranEndpoints.surahs), useEndpoint(hifzEndpoints.map), useEndpoint(hifzEndpoints.due)],
    (surahs, map, due) => ({
      surahs,
      hifzBySurah: new Map(map.surahs.map((surah) => [surah.surah, surah])),
      dueCount: due.due.length,
    }),
  );
  // Recordings made offline go as soon as the corner is open with a connection.
  useEffect(() => startSendingWaiting(), []);
  return (
    <>
      <ScreenTitle text={t('quran.title')} />
      <LoadStatus loaded={loaded} loading={t('quran.loading')}>
        {({ surahs, hifzBySurah, dueCount }) => (
          <>
            <TileGrid>
              {dueCount > 0 ? (
                <TileItem>
                  <CornerLink to={quranPaths.revise} className="revise">
                    <span className="picture" aria-hidden="true">
                      <RepeatIcon />
                    </span>
                    <span>{t('quran.reviseToday')}</span>
                    <span className="note">{t('quran.dueCount', { count: dueCount })}</span>
                  </CornerLink>
                </TileItem>
              ) : null}
              <TileItem>
                <CornerLink to={quranPaths.recordings}>
                  <span className="picture" aria-hidden="true">
                    <MicIcon />
                  </span>
                  <span>{t('quran.myRecordings')}</span>
                </CornerLink>
              </TileItem>
            </TileGrid>
            <Title level={2} text={t('quran.surahs')} speak={false} />
            <TileGrid>
              {surahs.map((surah) => (
                <SurahTile key={surah.number} surah={surah} hifz={hifzBySurah.get(surah.number)} />
              ))}
            </TileGrid>
            <Attribution />
          </>
        )}
      </LoadStatus>
    </>
  );
}
