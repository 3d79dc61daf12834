import { type ContentKind, type Source, contentKinds, reviewMessages } from '@young-minds/contracts';
import type { RevisionRecord } from '@young-minds/db';
import { type Principal, conflict, notFound } from '@young-minds/service-kit';
import type { ContentContext } from '../context';
import { removeReplaced } from '../media/uploads';

type Log = Parameters<typeof removeReplaced>[1];

/** Every stored media url in a value (a record, a patch, a quiz's questions): what a revision or an item holds. */
function mediaUrlsIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (value.startsWith('/media/')) found.add(value.split('?')[0]!);
  } else if (Array.isArray(value)) {
    for (const one of value) mediaUrlsIn(one, found);
  } else if (value !== null && typeof value === 'object') {
    for (const one of Object.values(value)) mediaUrlsIn(one, found);
  }
  return found;
}

/** Removes the files in `before` that neither `after` nor the live item uses (once nothing points at them). */
async function removeUnused(media: ContentContext['media'], log: Log, before: unknown, keep: unknown[]): Promise<void> {
  const kept = new Set(keep.flatMap((value) => [...mediaUrlsIn(value)]));
  const gone = [...mediaUrlsIn(before)].filter((url) => !kept.has(url));
  await removeReplaced(
    media,
    log,
    gone.map((url) => [url, null]),
  );
}

export type EditOutcome<Result> = { revised: false; result: Result } | { revised: true };

/**
 * An admin's edit of an item (issue 35): a draft, an item in review or one sent back is edited in place (`apply`);
 * a published item's edit is stored as its revision (the patch `apply` would write, with the new files' urls)
 * and waits for review while the published version stays live. Files a replaced revision held and the new one
 * drops are removed.
 */
export async function editOrRevise<Result>(
  { repos, media }: Pick<ContentContext, 'repos' | 'media'>,
  log: Log,
  target: { kind: ContentKind; id: number; principal: Principal | null | undefined },
  patch: Record<string, unknown>,
  apply: () => Promise<Result>,
): Promise<EditOutcome<Result>> {
  const status = await repos.contentReviews.statusOf(target.kind, target.id);
  if (status !== 'published') return { revised: false, result: await apply() };
  const saved = await repos.contentReviews.saveRevision(
    target.kind,
    target.id,
    { patch: withoutUndefined(patch) },
    target.principal?.id ?? null,
  );
  if (!saved.ok) throw notFound(reviewMessages.notFound);
  const after = await repos.contentReviews.revisionOf(target.kind, target.id);
  await removeUnused(media, log, saved.before?.patch, [after?.patch, await liveOf(repos, target.kind, target.id)]);
  return { revised: true };
}

function withoutUndefined(patch: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
}

/** What review needs of each kind's repository (under the registry's `table`: `repos.videos`, `repos.duas`). */
interface ReviewedRepo {
  findById(id: number): Promise<unknown>;
  update(id: number, patch: never): Promise<{ ok: boolean }>;
}

function repoOf(repos: ContentContext['repos'], kind: ContentKind): ReviewedRepo {
  return repos[contentKinds[kind].table];
}

/** The live item's record (its files are never removed while it uses them). */
function liveOf(repos: ContentContext['repos'], kind: ContentKind, id: number): Promise<unknown> {
  return repoOf(repos, kind).findById(id);
}

/** Kinds whose repository queues the pictures an update drops (their questions' and cards'): not removed here. */
const queuesOwnPictures: ReadonlySet<ContentKind> = new Set(['quiz', 'activity']);

/** The files of an item's waiting revision that the live item does not use (removed with the item). */
export async function revisionOnlyFiles(
  repos: ContentContext['repos'],
  kind: ContentKind,
  id: number,
): Promise<string[]> {
  const revision = await repos.contentReviews.revisionOf(kind, id);
  if (!revision) return [];
  const live = mediaUrlsIn(await liveOf(repos, kind, id));
  return [...mediaUrlsIn(revision.patch)].filter((url) => !live.has(url));
}

/**
 * Writes an approved revision into its item through the kind's repository (as the edit would have), then removes
 * the files the item no longer uses. A write the item refuses now (a category deleted meanwhile) is a 409.
 */
export async function applyRevision(
  { repos, media }: Pick<ContentContext, 'repos' | 'media'>,
  log: Log,
  kind: ContentKind,
  id: number,
  revision: RevisionRecord,
): Promise<void> {
  const patch = revision.patch;
  if (!patch) return;
  const before = await liveOf(repos, kind, id);
  // The patch is what the kind's own edit wrote into the revision; its repository checks it again.
  const result = await repoOf(repos, kind).update(id, patch as never);
  if (!result.ok) throw conflict(reviewMessages.revisionStale);
  if (!queuesOwnPictures.has(kind)) await removeUnused(media, log, before, [await liveOf(repos, kind, id)]);
}

/** A published item's sources go into its revision; any other item's are set in place. */
export async function saveSources(
  repos: ContentContext['repos'],
  kind: ContentKind,
  id: number,
  sources: Source[],
  adminId: number,
) {
  const status = await repos.contentReviews.statusOf(kind, id);
  if (status === null) return null;
  if (status === 'published') {
    await repos.contentReviews.saveRevision(kind, id, { sources }, adminId);
    return repos.contentReviews.detail(kind, id);
  }
  await repos.contentReviews.saveSources(kind, id, sources, adminId);
  return repos.contentReviews.detail(kind, id);
}
