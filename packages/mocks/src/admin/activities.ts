import type { HttpHandler } from 'msw';
import {
  type Activity,
  type ActivityContent,
  type ActivityInputParsed,
  type ActivitySummary,
  activityCoverOf,
  activityEndpoints,
  activityMediaLabels,
  activityMessages,
  directionOf,
} from '@young-minds/contracts';
import {
  MockHttpError,
  checkUploads,
  answeredAs,
  crudHandlers,
  mockRoute,
  newestFirst,
  nextId,
  storeUpload,
  wasUploaded,
} from '../kit';
import { categoryRefs, newContentFlags, unknownCategoryIds } from './category-links';
import { adminActivities } from './activity-fixtures';
import type { MockKind } from './mock-kind';
import { adminMockState } from './state';

/** The cards of an activity (choices and targets). */
const cardsOf = (content: ActivityContent) =>
  content.kind === 'fillBlanks' ? content.choices : [...content.targets, ...content.choices];

/** Every picture and sound an activity uses. */
const mediaOf = (content: ActivityContent) =>
  cardsOf(content).flatMap((card) => [card.image_url, card.audio_url].filter((url) => url !== null));

/** A stored activity as the service answers it: categories read live and sorted by name, direction and cover derived. */
function present(activity: Activity): Activity {
  const categories = categoryRefs(activity.linked_categories);
  return {
    ...activity,
    direction: directionOf(activity.language),
    categories,
    linked_categories: categories.map((category) => category.id),
    // The admin's cover first, as the service: else a picture of the cards that does not give the answer away.
    cover_url: activity.cover_image ?? activityCoverOf(activity.content),
  };
}

/** A list row: the activity as the service presents it, without what playing it needs. */
export function activitySummaryOf(activity: Activity): ActivitySummary {
  const { prompt: _prompt, linked_categories: _ids, content: _content, ...summary } = present(activity);
  return summary;
}

/**
 * The write as the service stores it, or its refusal: unknown categories, or a picture or sound that was neither
 * uploaded here nor already used by an activity (the service only takes its own activity uploads).
 */
function stored(
  input: ActivityInputParsed,
  base: Pick<Activity, 'id' | 'created_at' | 'age_band' | 'music_free' | 'sources' | 'review'> &
    Partial<Pick<Activity, 'cover_image'>>,
) {
  const unknown = unknownCategoryIds(input.linked_categories);
  if (unknown.length > 0)
    throw new MockHttpError(400, activityMessages.unknownCategories, {
      linked_categories: `Unknown category ids: ${unknown.join(', ')}`,
    });
  const known = new Set(
    adminMockState.activities.flatMap((row) => [
      ...mediaOf(row.content),
      ...(row.cover_image ? [row.cover_image] : []),
    ]),
  );
  // An edit that leaves the cover out keeps it; a new one must be an activity upload, like a card's picture.
  const cover = input.cover_image === undefined ? (base.cover_image ?? null) : input.cover_image;
  const strangers = [...mediaOf(input.content), ...(cover ? [cover] : [])].filter(
    (url) => !known.has(url) && !wasUploaded(url),
  );
  if (strangers.length > 0)
    throw new MockHttpError(400, activityMessages.unknownMedia, { content: strangers.join(', ') });
  return present({
    id: base.id,
    title: input.title,
    sources: base.sources,
    review: base.review,
    kind: input.content.kind,
    status: input.status,
    language: input.language,
    direction: directionOf(input.language),
    prompt: input.prompt,
    linked_categories: input.linked_categories,
    categories: [],
    cover_url: null,
    cover_image: cover,
    age_band: input.age_band ?? base.age_band,
    music_free: input.music_free ?? base.music_free,
    created_at: base.created_at,
    updated_at: new Date().toISOString(),
    content: input.content,
  });
}

/** `/api/activities` as the content service answers it: admins only, drafts included, newest first. */
const handlers = (): HttpHandler[] => [
  mockRoute(activityEndpoints.uploadMedia, async ({ files }) => {
    const fields = (['image', 'audio'] as const).filter((field) => files[field] !== undefined);
    const [field] = fields;
    if (field === undefined || fields.length > 1) {
      throw new MockHttpError(400, activityMessages.mediaRequired, { image: activityMessages.mediaRequired });
    }
    const rule = { kind: field, label: activityMediaLabels[field] } as const;
    const checked = (await checkUploads({ [field]: files[field]! }, { [field]: rule }))[field]!;
    return { url: storeUpload(checked, 'activities'), kind: field };
  }),
  ...crudHandlers({
    endpoints: activityEndpoints,
    rows: () => adminMockState.activities,
    notFound: activityMessages.notFound,
    present,
    list: {
      search: (activity) => [activity.title],
      filter: (activity, query) =>
        (query.kind === undefined || activity.kind === query.kind) &&
        (query.status === undefined || activity.status === query.status),
      order: newestFirst,
      item: activitySummaryOf,
    },
    create: ({ body }) => stored(body, { id: nextId(), created_at: new Date().toISOString(), ...newContentFlags }),
    update: { apply: (activity, { body }) => stored(body, activity) },
    remove: { message: activityMessages.deleted },
    answer: answeredAs('activity', activityMessages),
  }),
];

/** Activities in the mocks: the fixtures, linked to several categories whose names they read live. */
export const activityMock: MockKind<Activity> = {
  fixtures: adminActivities,
  categoryIds: (activity) => activity.linked_categories,
  // An activity reads its categories' names live (`categoryRefs`): nothing stored to rename.
  renameCategory: () => undefined,
  handlers,
};
