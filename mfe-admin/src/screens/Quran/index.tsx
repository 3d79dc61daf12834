import styled from 'styled-components';
import { endpoints } from '@young-minds/contracts';
import { useEndpoint } from '@young-minds/query';
import { ButtonLink, tokens } from '@young-minds/ui';
import { useAdminT } from '../../messages';
import { Badge, DataTable, ListStatus, NoticeBanner, PageHeader, palette, serverText, useNotice } from '../../shared';
import { QuranText } from '@young-minds/ui/quran';
import { Attribution } from './Attribution';

const Intro = styled.p`
  margin: 0 0 ${tokens.space.md};
  color: ${palette.muted};
`;

/**
 * Admin → Quran recitations (issue 36): the surahs the Quran corner serves (Al-Fatiha and Juz 'Amma), which have
 * a recitation, and the way to each surah's recitation form.
 */
export function QuranRecitations() {
  const t = useAdminT();
  const { notice, clear } = useNotice();
  const answer = useEndpoint(endpoints.quran.surahs);
  const surahs = answer.data ?? [];
  const columns = [
    t('quran.list.number'),
    t('quran.list.englishName'),
    t('quran.list.arabicName'),
    t('quran.list.ayahs'),
    t('quran.list.recitation'),
    t('quran.list.actions'),
  ];
  return (
    <>
      <PageHeader title={t('quran.title')} />
      <NoticeBanner notice={notice} onDismiss={clear} />
      <Intro>{t('quran.intro')}</Intro>
      <DataTable caption={t('quran.list.caption')} columns={columns}>
        <ListStatus
          columns={columns.length}
          loading={answer.isPending}
          error={answer.isError ? (serverText(answer.error) ?? t('quran.list.failed')) : null}
          empty={!answer.isPending && surahs.length === 0}
          emptyText={t('quran.list.empty')}
          loadingLabel={t('quran.list.loading')}
        />
        {surahs.map((surah) => (
          <tr key={surah.number}>
            <td>{surah.number}</td>
            <td>{surah.englishName}</td>
            <td>
              <QuranText size="md">{surah.name}</QuranText>
            </td>
            <td>{surah.ayahCount}</td>
            <td>
              <Badge $tone={surah.hasRecitation ? 'success' : 'muted'}>
                {surah.hasRecitation ? t('quran.list.hasRecitation') : t('quran.list.noRecitation')}
              </Badge>
            </td>
            <td>
              <ButtonLink
                to={`/admin/quran/${surah.number}`}
                $variant="outline"
                $size="sm"
                aria-label={t('quran.list.editLabel', { name: surah.englishName })}
              >
                {t('quran.list.edit')}
              </ButtonLink>
            </td>
          </tr>
        ))}
      </DataTable>
      <Attribution />
    </>
  );
}
