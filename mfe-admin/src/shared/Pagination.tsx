import styled from 'styled-components';
import { Button, tokens } from '@young-minds/ui';
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
  onPage(page: number): void;
  /** 'parents', 'videos' … for the count ('12 videos'). */
  noun: string;
}

/** Previous / Next under a table, with 'Page 2 of 5' announced politely when it changes. Hidden for one page. */
export function Pagination({ page, pageCount, total, onPage, noun }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <Bar aria-label="Pagination">
      <span aria-live="polite">
        Page {page} of {pageCount} · {total} {noun}
      </span>
      <span>
        <Button $variant="outline" $size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>{' '}
        <Button $variant="outline" $size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </span>
    </Bar>
  );
}
