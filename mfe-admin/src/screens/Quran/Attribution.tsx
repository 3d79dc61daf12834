import styled from 'styled-components';
import { quranAttribution } from '@young-minds/contracts';
import { tokens } from '@young-minds/ui';
import { useAdminT } from '../../messages';
import { palette } from '../../shared';

const Note = styled.p`
  margin-block: ${tokens.space.md} 0;
  font-size: ${tokens.font.size.sm};
  color: ${palette.muted};
`;

/** The text's licence (CC BY-SA 4.0) asks for attribution: the source's own words, linked, wherever the text shows. */
export function Attribution() {
  const t = useAdminT();
  return (
    <Note>
      {t('quran.attribution')}{' '}
      <a href={quranAttribution.url} target="_blank" rel="noreferrer">
        {quranAttribution.source}
      </a>
      {' · '}
      <a href={quranAttribution.licenceUrl} target="_blank" rel="noreferrer">
        {quranAttribution.licence}
      </a>
    </Note>
  );
}
