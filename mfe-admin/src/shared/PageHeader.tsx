import type { ReactNode } from 'react';
import styled from 'styled-components';
import { TextInput, media, tokens } from '@young-minds/ui';
import { useAdminT } from '../messages';
import { palette } from './palette';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.sm};
  margin-bottom: ${tokens.space.md};
`;

const ScreenTitle = styled.h1`
  margin: 0;
  font-size: ${tokens.font.size.xl};
  color: ${palette.text};
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};
`;

/** The screen's h1 and its actions (Add …, search). */
export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Head>
      <ScreenTitle>{title}</ScreenTitle>
      {children ? <Tools>{children}</Tools> : null}
    </Head>
  );
}

const SearchInput = styled(TextInput)`
  width: 100%;
  ${media.sm} {
    width: 260px;
  }
`;

/** Search by title: a labelled search field (the label is for screen readers; the placeholder shows it). */
export function SearchBox({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
}) {
  const t = useAdminT();
  return (
    <SearchInput
      type="search"
      aria-label={label}
      placeholder={t('list.searchPlaceholder', { label })}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** A panel for forms and details. */
export const Panel = styled.section`
  box-sizing: border-box;
  max-width: 880px;
  padding: ${tokens.space.lg};
  background: ${palette.surface};
  color: ${palette.text};
  border: 1px solid ${palette.border};
  border-radius: ${tokens.radius.md};
  label {
    color: ${palette.text};
  }
`;

/** A definition list for View screens. */
export const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) 1fr;
  gap: ${tokens.space.sm} ${tokens.space.md};
  margin: 0 0 ${tokens.space.md};
  dt {
    font-weight: 800;
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
  }
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
  margin-top: ${tokens.space.md};
`;
