import { Button, tokens } from '@young-minds/ui';
import styled from 'styled-components';
import { useParentT } from '../messages';

const Pages = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.md};
  margin-block-start: ${tokens.space.md};
`;

/** Previous, 'Page 2 of 5', Next below a paged list; `label` names the navigation ('History pages'). */
export function Pager({
  label,
  page,
  pages,
  onPage,
}: {
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const t = useParentT();
  return (
    <Pages aria-label={label}>
      <Button $size="sm" $variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('childPage.previous')}
      </Button>
      <span>{t('childPage.pageOf', { page, pages })}</span>
      <Button $size="sm" $variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('childPage.next')}
      </Button>
    </Pages>
  );
}
