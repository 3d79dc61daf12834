import {
  type ActivityInputParsed,
  activityEndpoints as endpoints,
  activityMediaLabels,
  activityMessages,
  gradeActivity,
} from '@young-minds/contracts';
import type { ActivityWrite, ActivityWriteResult } from '@young-minds/db';
import { HttpError, notFound, requirePrincipal, unsignedMediaUrl } from '@young-minds/service-kit';
import { contentAudienceOf } from '../audience';
import type { ContentContext } from '../context';
import { editOrRevise } from '../review/revisions';
import { replayable } from '../offline/replay';
import { singleFile } from '../media';
import { toActivity, toActivityPlay, toActivitySummary, withCardMedia } from './present';

/** What is stored: the cards' media as their plain urls (an admin's form sends back the signed links it was given). */
function toActivityWrite(input: ActivityInputParsed): ActivityWrite {
  return {
    title: input.title,
    prompt: input.prompt,
    status: input.status,
    language: input.language,
    content: withCardMedia(input.content, (url) => (url === null ? null : unsignedMediaUrl(url))),
    coverImage: input.cover_image == null ? input.cover_image : unsignedMediaUrl(input.cover_image),
    categoryIds: input.linked_categories,
    ageBand: input.age_band,
    musicFree: input.music_free,
  };
}

/** The stored activity, or the refusal as an HTTP error (nothing was written). */
function writtenOrRefused(result: ActivityWriteResult) {
  if (result.ok) return result.activity;
  if (result.reason === 'unknownCategories') {
    throw new HttpError(400, activityMessages.unknownCategories, {
      fields: { linked_categories: `Unknown category ids: ${result.ids.join(', ')}` },
    });
  }
  if (result.reason === 'unknownMedia') {
    throw new HttpError(400, activityMessages.unknownMedia, { fields: { content: result.urls.join(', ') } });
  }
  throw notFound(activityMessages.notFound);
}

/** Upload fields of `POST /api/activities/media`: one picture or one sound. */
const mediaFields = {
  image: { kind: 'image', label: activityMediaLabels.image },
  audio: { kind: 'audio', label: activityMediaLabels.audio },
} as const;

/** Activities: admins write them (pictures and sounds uploaded first); children play and are graded here. */
export function mountActivityRoutes(context: ContentContext): void {
  const { kit, repos, media, now, mediaLinksFor } = context;
  const activities = repos.activities;

  kit.route(endpoints.list, async ({ query, principal }) => {
    const link = await mediaLinksFor(principal);
    const { rows, total } = await activities.list(query);
    return { data: rows.map((row) => toActivitySummary(row, link)), total, page: query.page, pageSize: query.pageSize };
  });

  kit.route(endpoints.get, async ({ params, principal }) => {
    const link = await mediaLinksFor(principal);
    const activity = await activities.findById(params.id);
    if (!activity) throw notFound(activityMessages.notFound);
    return toActivity(activity, link);
  });

  kit.route(endpoints.create, async ({ body, principal }) => {
    const admin = requirePrincipal(principal);
    const activity = writtenOrRefused(await activities.create(toActivityWrite(body), admin.id));
    return { message: activityMessages.created, activity: toActivity(activity, await mediaLinksFor(admin)) };
  });

  kit.route(endpoints.update, async ({ params, body, principal, log }) => {
    const write = toActivityWrite(body);
    // A published activity's edit waits for review as its revision (issue 35); the live one stays.
    const target = { kind: 'activity', id: params.id, principal } as const;
    const edit = await editOrRevise(context, log, target, { ...write }, () => activities.update(params.id, write));
    const activity = edit.revised ? await activities.findById(params.id) : writtenOrRefused(edit.result);
    if (!activity) throw notFound(activityMessages.notFound);
    return { message: activityMessages.updated, activity: toActivity(activity, await mediaLinksFor(principal)) };
  });

  // The files it no longer needs are queued in the same transaction; the media sweeper deletes them.
  kit.route(endpoints.remove, async ({ params }) => {
    if (!(await activities.remove(params.id)).ok) throw notFound(activityMessages.notFound);
    return { message: activityMessages.deleted };
  });

  kit.route(
    endpoints.uploadMedia,
    async ({ files, principal }) => {
      const sent = (['image', 'audio'] as const).flatMap((field) => {
        const file = singleFile(files, field);
        return file ? [{ field, file }] : [];
      });
      const [one] = sent;
      if (!one || sent.length > 1)
        throw new HttpError(400, activityMessages.mediaRequired, { fields: { image: activityMessages.mediaRequired } });
      const { kind, label } = mediaFields[one.field];
      // Stored, then remembered as free to claim; if remembering fails, storeAll removes the file again.
      // Pictures go to their own folder: unlike thumbnails they are paid content, fetched through signed links.
      const folder = kind === 'image' ? 'activity-images' : undefined;
      const url = await media.storeAll({ file: { file: one.file, kind, label, folder } }, async (stored) => {
        const { url: storedUrl } = stored.file!;
        await activities.recordUpload(storedUrl, kind);
        return storedUrl;
      });
      return { url: (await mediaLinksFor(principal))(url), kind };
    },
    { multipart: media.uploadLimits(mediaFields) },
  );

  kit.route(endpoints.childList, async ({ query, principal }) => {
    const child = requirePrincipal(principal);
    const link = await mediaLinksFor(child);
    const audience = await contentAudienceOf(repos, child);
    const { rows, total } = await activities.list({ ...query, status: 'published', audience });
    const standing = await activities.scoresForChild(
      child.id,
      rows.map((row) => row.id),
    );
    const data = rows.map((row) => toActivitySummary(row, link, standing.get(row.id) ?? null));
    return { data, total, page: query.page, pageSize: query.pageSize };
  });

  /** A published activity that fits the child, or the same 404 as for one that does not exist. */
  async function playable(id: number, principal: Parameters<typeof requirePrincipal>[0]) {
    const child = requirePrincipal(principal);
    const activity = await activities.findPlayable(id, await contentAudienceOf(repos, child));
    if (!activity) throw notFound(activityMessages.notFound);
    return { child, activity };
  }

  kit.route(endpoints.play, async ({ params, principal }) => {
    const { child, activity } = await playable(params.id, principal);
    const standing = (await activities.scoresForChild(child.id, [activity.id])).get(activity.id) ?? null;
    return toActivityPlay(activity, child.id, standing, await mediaLinksFor(child));
  });

  kit.route(endpoints.submit, async ({ params, body, principal, ctx, log }) => {
    const caller = requirePrincipal(principal);
    return replayable(context, endpoints.submit, { ctx, log, userId: caller.id }, async () => {
      const { child, activity } = await playable(params.id, principal);
      const grading = gradeActivity(activity.content, body);
      if (!grading.ok) throw new HttpError(400, grading.message);
      const { result } = grading;
      const recorded = await activities.recordAttempt({
        activityId: activity.id,
        childId: child.id,
        score: result.score,
        correct: result.correct,
        total: result.total,
        stars: result.stars,
        reveals: body.reveals,
        seconds: body.seconds,
        pairs: body.pairs,
        typed: body.typed,
        submittedAt: now(),
      });
      if (!recorded.ok) throw notFound(activityMessages.notFound);
      return {
        activityId: activity.id,
        ...result,
        attempts: recorded.standing.attempts,
        bestScore: recorded.standing.bestScore,
        submitted_at: recorded.attempt.submittedAt.toISOString(),
      };
    });
  });
}
