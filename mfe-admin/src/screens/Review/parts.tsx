import { useEffect, useRef } from 'react';
import { useSearchParams } from '@young-minds/router';
import styled from 'styled-components';
import { Button, tokens } from '@young-minds/ui';
import type { PagedList } from '../../shared';

const Group = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${tokens.space.xs};
`;

/** A list's filter kept in the address (`?status=…`, none for the first choice). */
export function useStatusFilter<S extends string>(choices: readonly S[]) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const status = choices.find((choice) => choice === asked) ?? choices[0]!;
  const choose = (next: S) => setParams(next === choices[0] ? {} : { status: next });
  return { status, choose };
}

/** Another filter shows its first page (not on the first render: the list is loading it already). */
export function useFirstPageOn(filter: string, list: Pick<PagedList<unknown>, 'setPage'>) {
  const shown = useRef(filter);
  const { setPage } = list;
  useEffect(() => {
    if (shown.current === filter) return;
    shown.current = filter;
    setPage(1);
  }, [filter, setPage]);
}

/** The filter's buttons: a group named by `label`, the current choice pressed. */
export function FilterButtons<S extends string>({
  label,
  choices,
  current,
  onChoose,
  words,
}: {
  label: string;
  choices: readonly S[];
  current: S;
  onChoose: (choice: S) => void;
  words: (choice: S) => string;
}) {
  return (
    <Group role="group" aria-label={label}>
      {choices.map((choice) => (
        <Button
          key={choice}
          $variant={current === choice ? 'primary' : 'outline'}
          $size="sm"
          aria-pressed={current === choice}
          onClick={() => onChoose(choice)}
        >
          {words(choice)}
        </Button>
      ))}
    </Group>
  );
}

/** Where one item's review is. */
export const reviewItemPath = (kind: string, id: number) => `/admin/review/${kind}/${id}`;
