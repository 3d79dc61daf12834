import type { AgeBand } from '@young-minds/contracts';
import type { WhereOptions } from 'sequelize';

/**
 * Who is looking at the catalogue, when it is a family or someone signed out: only what a reviewer approved
 * (`review_status = 'published'`, issue 35) and, for a child, their age band and whether their parent chose
 * music-free content only. Videos, books, quizzes, assignments and activities (which carry `age_band`,
 * `music_free` and `review_status`) show such a viewer only what fits; admins are `null` and see everything.
 */
export interface ContentAudience {
  /** A child's band; null for a parent or someone signed out (every age). */
  ageBand: AgeBand | null;
  musicFreeOnly: boolean;
}

/** A parent or someone signed out: every published item, of every age. */
export const familyAudience: ContentAudience = { ageBand: null, musicFreeOnly: false };

/**
 * The filter on a flagged content table that keeps what fits the audience, as part of the query's WHERE (so
 * pages and counts are of the fitting rows): `review_status = 'published'`, then for a child `age_band IN ('all',
 * <band>)` and, for music-free-only children, `music_free = true`. No condition for `null` (an admin).
 */
export function audienceFilter(audience: ContentAudience | null | undefined): WhereOptions[] {
  if (!audience) return [];
  return [
    { reviewStatus: 'published' },
    ...(audience.ageBand ? [{ ageBand: ['all', audience.ageBand] }] : []),
    ...(audience.musicFreeOnly ? [{ musicFree: true }] : []),
  ];
}

/** `audienceFilter` as a raw SQL condition on the content table's columns, with its `?` parameters. */
export function audienceSql(audience: ContentAudience): { sql: string; params: unknown[] } {
  return {
    sql:
      "review_status = 'published'" +
      (audience.ageBand ? " AND age_band IN ('all', ?)" : '') +
      (audience.musicFreeOnly ? ' AND music_free = 1' : ''),
    params: audience.ageBand ? [audience.ageBand] : [],
  };
}

/**
 * The flags (and the item's language) a create or an edit sets; an undefined one keeps the stored value (the
 * column's default on create).
 */
export interface ContentFlagsPatch {
  ageBand?: string | undefined;
  musicFree?: boolean | undefined;
  /** 'en' | 'ar' | 'both'. */
  language?: string | undefined;
}

/** The defined flags of a patch, as column values. */
export function flagValues({ ageBand, musicFree, language }: ContentFlagsPatch): {
  ageBand?: string;
  musicFree?: boolean;
  language?: string;
} {
  return {
    ...(ageBand === undefined ? {} : { ageBand }),
    ...(musicFree === undefined ? {} : { musicFree }),
    ...(language === undefined ? {} : { language }),
  };
}
