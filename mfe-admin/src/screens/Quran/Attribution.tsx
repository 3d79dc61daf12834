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

/** Arabic text: right to left, a little larger than the Latin text around it. */
export const ArabicText = styled.span`
  font-size: 1.25em;
  line-height: 1.9;
`;

/** The text's licence (CC BY 4.0) asks for attribution: the source's own words, linked, wherever the text shows. */
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
