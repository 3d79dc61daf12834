import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner, focusRing, tokens } from '@young-minds/ui';
import { useAdminT } from '../messages';
import { palette } from './palette';

/** Scrolls sideways on a phone instead of squeezing the columns; focusable so keyboard users can scroll it. */
const Scroller = styled.div`
  overflow-x: auto;
  background: ${palette.surface};
  border: 1px solid ${palette.border};
  border-radius: ${tokens.radius.md};
  &:focus-visible {
    ${focusRing}
  }
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  color: ${palette.text};
  font-size: ${tokens.font.size.sm};
  th,
  td {
    padding: 10px 12px;
    text-align: start;
    vertical-align: middle;
    border-bottom: 1px solid ${palette.border};
  }
  th {
    background: ${palette.raised};
    font-weight: 800;
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-bottom: none;
  }
  a {
    color: ${palette.link};
  }
`;

const Caption = styled.caption`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

export interface DataTableProps {
  /** Read by screen readers as the table's name ('Parents'). */
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}

/** A table with a header row; rows are the children (see ListStatus for the loading, error and empty rows). */
export function DataTable({ caption, columns, children }: DataTableProps) {
  return (
    <Scroller tabIndex={0} role="region" aria-label={caption}>
      <StyledTable>
        <Caption>{caption}</Caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </StyledTable>
    </Scroller>
  );
}

const StatusCell = styled.td`
  text-align: center !important;
  color: ${palette.muted};
  padding: ${tokens.space.lg} !important;
`;

export interface ListStatusProps {
  columns: number;
  loading: boolean;
  error: string | null;
  empty: boolean;
  /** The empty text ('No subscriptions found.'). */
  emptyText: string;
  /** Put before the failure's reason: 'Failed to fetch assignments' → 'Failed to fetch assignments: …'. */
  errorLead?: string;
  /** What is loading, for screen readers. */
  loadingLabel: string;
}

/**
 * The row shown instead of data: a spinner while the list loads, the failure, or the empty text.
 * Renders nothing when there are rows to show.
 */
export function ListStatus({ columns, loading, error, empty, emptyText, errorLead, loadingLabel }: ListStatusProps) {
  const t = useAdminT();
  if (loading) {
    return (
      <tr>
        <StatusCell colSpan={columns}>
          <Spinner label={loadingLabel} />
        </StatusCell>
      </tr>
    );
  }
  if (error) {
    return (
      <tr>
        <StatusCell colSpan={columns} role="alert">
          {errorLead ? t('list.failedWithReason', { lead: errorLead, reason: error }) : error}
        </StatusCell>
      </tr>
    );
  }
  if (empty) {
    return (
      <tr>
        <StatusCell colSpan={columns}>{emptyText}</StatusCell>
      </tr>
    );
  }
  return null;
}

/** The buttons of a row's Actions cell, on one line (the table scrolls sideways on a phone). */
export const RowActions = styled.div`
  display: flex;
  flex-wrap: nowrap;
  gap: ${tokens.space.xs};
  & > a,
  & > button {
    min-height: 36px;
    padding: 4px 14px;
    font-size: ${tokens.font.size.sm};
    white-space: nowrap;
  }
`;

export const Thumb = styled.img`
  display: block;
  width: 72px;
  height: 44px;
  object-fit: cover;
  border-radius: ${tokens.radius.sm};
  background: ${palette.raised};
`;

/** A small word beside a title ('Draft', 'Unread'), in the info or the danger colours. */
export const InlineTag = styled.span<{ $tone: 'info' | 'danger' }>`
  display: inline-block;
  margin-inline-start: ${tokens.space.xs};
  padding: 0 8px;
  border-radius: ${tokens.radius.pill};
  font-size: ${tokens.font.size.sm};
  font-weight: 700;
  white-space: nowrap;
  vertical-align: middle;
  background: ${(p) => (p.$tone === 'danger' ? tokens.color.dangerBg : tokens.color.infoBg)};
  color: ${(p) => (p.$tone === 'danger' ? tokens.color.dangerText : tokens.color.infoText)};
`;

/** Status badge (Active / Deactive). */
export const Badge = styled.span<{ $tone: 'success' | 'muted' }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${tokens.radius.pill};
  font-weight: 700;
  font-size: ${tokens.font.size.sm};
  background: ${(p) => (p.$tone === 'success' ? tokens.color.successBg : tokens.color.dangerBg)};
  color: ${(p) => (p.$tone === 'success' ? tokens.color.successText : tokens.color.dangerText)};
`;
