import { type ByKind, type ContentKind, contentKindIds, contentKinds } from '@young-minds/contracts';
import type { ParentMessageId } from '../messages';

/** One line of a child's counts: a kind's count (and, on the child's page, of how many started), or its mean. */
export type KindFact =
  | { key: string; label: ParentMessageId; count: number; started: number | null }
  | { key: string; label: ParentMessageId; percent: number | null };

/**
 * What the parent sees of each kind, in registry order (contracts' `contentKinds`): the number the kind's label
 * names (`labels.parent.counts`; with how many were started when it counts completed ones), then its mean score
 * when the kind is played in attempts.
 */
export function kindFacts(byKind: ByKind): KindFact[] {
  return contentKindIds.flatMap((kind): KindFact[] => {
    const { count, counts, averageScore } = contentKinds[kind].labels.parent;
    const summary = byKind[kind];
    const line: KindFact = {
      key: kind,
      label: count,
      count: summary[counts],
      started: counts === 'completed' ? summary.started : null,
    };
    return averageScore === null
      ? [line]
      : [line, { key: `${kind}-average`, label: averageScore, percent: summary.averageScore }];
  });
}

/** The kind's name ('Video', 'Worksheet'), as the registry names it in the parent area's catalog. */
export function kindName(kind: ContentKind): ParentMessageId {
  return contentKinds[kind].labels.parent.kind;
}
