import { type ContentKind, contentKinds } from '@young-minds/contracts';
import type { RepoContext } from './context';
import { countPerKind } from './kinds';

export interface ContentCounts {
  parents: number;
  children: number;
  /** Items of each kind (its table in the registry). */
  items: Record<ContentKind, number>;
}

export function createStatsRepo({ sequelize, models }: RepoContext) {
  const { User } = models;
  return {
    /** Row counts for the admin dashboard (COUNT(*) per table; role is indexed with the users). */
    async counts(): Promise<ContentCounts> {
      const [parents, children, items] = await Promise.all([
        User.count({ where: { role: 'parent' } }),
        User.count({ where: { role: 'child' } }),
        countPerKind(sequelize, (kind) => contentKinds[kind].table),
      ]);
      return { parents, children, items };
    },
  };
}

export type StatsRepo = ReturnType<typeof createStatsRepo>;
