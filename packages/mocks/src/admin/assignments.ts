import type { HttpHandler } from 'msw';
import {
  type Assignment,
  type AssignmentForm,
  assignmentEndpoints,
  assignmentFileField,
  assignmentMessages,
} from '@young-minds/contracts';
import {
  MockHttpError,
  type UploadRule,
  checkUploads,
  answeredAs,
  crudHandlers,
  definedOnly,
  newestFirst,
  nextId,
  pictureUploadRoute,
  storeUpload,
} from '../kit';
import { categoryRefs, newContentFlags, unknownCategoryIds } from './category-links';
import { adminAssignments } from './fixtures';
import { type MockKind, renameInRefs } from './mock-kind';
import { adminMockState } from './state';

const worksheet = (required: boolean) =>
  ({
    [assignmentFileField]: {
      kind: 'assignment',
      label: 'The assignment file',
      required: required ? assignmentMessages.fileRequired : undefined,
    },
  }) satisfies Record<string, UploadRule>;

/** The form's fields as the row stores them, or the 400 the service sends for an unknown category or video. */
function written(
  form: AssignmentForm,
): Pick<Assignment, 'title' | 'description' | 'dueDate' | 'video' | 'categories' | 'category'> &
  Partial<Pick<Assignment, 'cover_image'>> {
  if (unknownCategoryIds(form.categories).length) throw new MockHttpError(400, assignmentMessages.unknownCategories);
  if (form.video !== null && !adminMockState.videos.some((video) => video.id === form.video))
    throw new MockHttpError(400, assignmentMessages.unknownVideo);
  const { categories: _ids, age_band, music_free, language, cover_image, ...text } = form;
  const linked = categoryRefs(form.categories);
  return {
    ...text,
    categories: linked,
    category: linked.map((category) => category.name).join(', '),
    // Flags and a language the form leaves out keep their value (on create: all ages, not music-free, English).
    ...definedOnly({ age_band, music_free, language }),
    // Left out, the cover stays as it is; null or '' takes it off.
    ...(cover_image === undefined ? {} : { cover_image }),
  };
}

/** `/api/assignments` as the content service answers it: everyone logged in reads; admins upload, edit and delete. */
const handlers = (): HttpHandler[] => [
  pictureUploadRoute(assignmentEndpoints.uploadPicture),
  ...crudHandlers({
    // The spec's screen posts to '/api/assignments/'; MSW matches it with or without the trailing slash.
    endpoints: assignmentEndpoints,
    rows: () => adminMockState.assignments,
    notFound: assignmentMessages.notFound,
    list: { search: (assignment) => [assignment.title], order: newestFirst },
    create: async ({ body, files }) => {
      const file = (await checkUploads(files, worksheet(true)))[assignmentFileField]!;
      const values = written(body);
      // Stored only once the row can be written (the service removes the file again otherwise).
      return {
        id: nextId(),
        ...newContentFlags,
        ...values,
        created_at: new Date().toISOString(),
        fileUrl: storeUpload(file),
        cover_image: values.cover_image ?? null,
      };
    },
    update: {
      // The service checks a new file before it looks the row up (a bad file is a 415 even for a missing row).
      prepare: async ({ files }) => (await checkUploads(files, worksheet(false)))[assignmentFileField],
      apply: (assignment, { body }, file) => ({
        ...assignment,
        ...written(body),
        ...(file ? { fileUrl: storeUpload(file) } : {}),
      }),
    },
    // The service also deletes the children's submissions and progress; the admin mocks keep neither.
    remove: { message: assignmentMessages.deleted },
    answer: answeredAs('assignment', assignmentMessages),
  }),
];

/** Worksheets in the mocks: the fixtures, their categories in `categories`. */
export const assignmentMock: MockKind<Assignment> = {
  fixtures: adminAssignments,
  categoryIds: (assignment) => assignment.categories.map((category) => category.id),
  renameCategory: renameInRefs,
  handlers,
};
