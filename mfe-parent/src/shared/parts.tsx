import { Alert, Button, Spinner, tokens } from '@young-minds/ui';
import styled from 'styled-components';
import { useParentT } from '../messages';
import type { Loaded } from '@young-minds/query';
import { serverText } from './serverText';

/** A screen's boxed section. */
export const Panel = styled.section`
  box-sizing: border-box;
  max-width: 100%;
  margin-block-end: ${tokens.space.lg};
  padding: ${tokens.space.md};
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  h2 {
    margin-block: 0 ${tokens.space.md};
    font-size: ${tokens.font.size.lg};
  }
`;

/** Term → value pairs (plan, price, dates). */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: ${tokens.space.xs} ${tokens.space.md};
  margin: 0;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A table that scrolls inside its own box on a phone instead of widening the page. */
export const TableBox = styled.div`
  max-width: 100%;
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${tokens.space.sm};
    border-block-end: 1px solid ${tokens.color.border};
    text-align: start;
  }
`;

/** The loading and failure states of a screen's call; renders `children(data)` once it is ready. */
export function LoadStatus<T>({
  loaded,
  loading,
  failed,
  children,
}: {
  loaded: Loaded<T>;
  loading: string;
  failed: string;
  children: (data: T) => React.ReactNode;
}) {
  const t = useParentT();
  if (loaded.state === 'loading') return <Spinner label={loading} />;
  if (loaded.state === 'failed')
    return (
      <Alert variant="danger">
        {serverText(loaded.error, failed)}{' '}
        <Button $size="sm" $variant="outline" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </Button>
      </Alert>
    );
  return <>{children(loaded.data)}</>;
}
