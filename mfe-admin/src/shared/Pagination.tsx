import styled from 'styled-components';
import { Button, tokens } from '@young-minds/ui';
import { useAdminT } from '../messages';
import { palette } from './palette';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.sm};
  margin-top: ${tokens.space.md};
  color: ${palette.muted};
`;

export interface PaginationProps {
  page: number;
  pageCount: number;
  total: number;
  onPage: (page: number) => void;
  /** The total in words ('12 videos'). */
  count: string;
}

/** Previous / Next under a table, with 'Page 2 of 5' announced politely when it changes. Hidden for one page. */
export function Pagination({ page, pageCount, onPage, count }: PaginationProps) {
  const t = useAdminT();
  if (pageCount <= 1) return null;
  return (
    <Bar aria-label={t('list.pagination')}>
      <span aria-live="polite">{t('list.pageOf', { page, pageCount, count })}</span>
      <span>
        <Button $variant="outline" $size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('list.previous')}
        </Button>{' '}
        <Button $variant="outline" $size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          {t('list.next')}
        </Button>
      </span>
    </Bar>
  );
}
