import { type Dua, maxPageSize, familyClockEndpoints, duaEndpoints, progressEndpoints } from '@young-minds/contracts';
import { useEndpoint, useLoaded } from '@young-minds/query';
import { VisuallyHidden, tokens } from '@young-minds/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useRouteItem } from '../../layout/heartbeat';
import { useChildT } from '../../messages';
import { DownloadButton, WhenOnDevice } from '../../offline/DownloadButton';
import { recordProgress } from '../../offline/send';
import { Celebration } from '../../shared/Celebration';
import { ItemCheck } from '../../shared/ItemCheck';
import { BigButton, BigLink, LoadStatus, Title } from '../../shared/parts';
import { SpeakButton } from '../../shared/voice';
import { familyNow, saidOn } from './shelf';

/** The dua in big Arabic letters, in the area's Arabic font (Noto Naskh Arabic, shipped with the shell). */
const Arabic = styled.p`
  font-family: 'Noto Naskh Arabic', ${tokens.font.family};
  font-size: ${tokens.font.size.xxl};
  line-height: 2;
  text-align: center;
  margin-block: ${tokens.space.lg};
`;

const Part = styled.section`
  margin-block: ${tokens.space.md};
  h2 {
    font-size: ${tokens.font.size.lg};
    margin-block-end: ${tokens.space.xs};
  }
  p {
    margin: 0;
    font-size: ${tokens.font.size.lg};
  }
`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space.sm};
`;

const Recording = styled.audio`
  display: block;
  inline-size: 100%;
  margin-block: ${tokens.space.md};
`;

const Done = styled.div`
  text-align: center;
  font-weight: 800;
  font-size: ${tokens.font.size.lg};
  margin-block: ${tokens.space.md};
`;

/**
 * The card: the Arabic, how to say it and what it means, the recording when there is one (the Arabic is never read
 * by the device's synthetic voice: a child must hear it said right; the English meaning may be spoken), and
 * "I said it!", which records the dua as said (one star) — again on another day.
 */
function Card({ dua, saidToday }: { dua: Dua; saidToday: boolean }) {
  const t = useChildT();
  const [said, setSaid] = useState(saidToday);
  const [celebrating, setCelebrating] = useState(false);

  function sayIt() {
    setSaid(true);
    setCelebrating(true);
    void recordProgress({ contentType: 'dua', contentId: dua.id, completed: true }, { title: dua.title });
  }

  return (
    <>
      <section>
        <VisuallyHidden as="h2">{t('duas.arabicLabel')}</VisuallyHidden>
        <Arabic lang="ar" dir="rtl">
          {dua.arabic}
        </Arabic>
      </section>
      {dua.audio_url ? (
        <WhenOnDevice kind="dua" contentId={dua.id}>
          <Recording
            data-testid="dua-recording"
            controls
            preload="none"
            // Media controls keep their order in every language: the timeline runs left to right.
            dir="ltr"
            src={dua.audio_url}
            aria-label={t('duas.listen')}
          />
        </WhenOnDevice>
      ) : null}
      <Part>
        <h2>{t('duas.transliteration')}</h2>
        <p dir="ltr">{dua.transliteration}</p>
      </Part>
      <Part>
        <h2>{t('duas.meaning')}</h2>
        <Row>
          <p lang="en" dir="ltr">
            {dua.meaning}
          </p>
          <SpeakButton text={dua.meaning} language="en" />
        </Row>
      </Part>
      {said ? (
        <Done role="status">
          {celebrating ? <Celebration stars={1} /> : null}
          {t('duas.wellDone')}
        </Done>
      ) : (
        <BigButton type="button" onClick={sayIt}>
          {t('duas.iSaidIt')}
        </BigButton>
      )}
    </>
  );
}

/** `/child/duas/:duaId`: one dua card. */
export function DuaCard() {
  const t = useChildT();
  const duaId = useRouteItem('dua', 'duaId');
  const loaded = useLoaded(
    [
      useEndpoint(duaEndpoints.get, { params: { id: duaId } }),
      useEndpoint(progressEndpoints.myItems, { query: { contentType: 'dua', pageSize: maxPageSize } }),
      useEndpoint(familyClockEndpoints.getFamilyClock, {}),
    ],
    (dua, items, clock) => {
      const { today, zone } = familyNow(clock.timeZone);
      const item = items.data.find((one) => one.contentId === duaId);
      return { dua, saidToday: saidOn(item, today, zone) };
    },
  );
  return (
    <LoadStatus loaded={loaded} loading={t('duas.loadingOne')}>
      {({ dua, saidToday }) => (
        <>
          <Title text={dua.title} language={dua.language} />
          <ItemCheck kind="dua" item={dua} />
          <Card key={dua.id} dua={dua} saidToday={saidToday} />
          <DownloadButton kind="dua" contentId={dua.id} />
          <BigLink to="/child/duas" $variant="outline">
            {t('duas.allDuas')}
          </BigLink>
        </>
      )}
    </LoadStatus>
  );
}
