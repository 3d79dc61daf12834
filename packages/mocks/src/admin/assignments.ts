import type { HttpHandler } from 'msw';
import {
  type Assignment,
  type AssignmentForm,
  assignmentEndpoints,
  assignmentFileField,
  assignmentMessages,
} from '@young-minds/contracts';
import { MockHttpError, type UploadRule, checkUploads, crudHandlers, newestFirst, nextId, storeUpload } from '../kit';
import { byName } from './categories';
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
): Pick<Assignment, 'title' | 'description' | 'dueDate' | 'video' | 'categories' | 'category'> {
  const { categories, videos } = adminMockState;
  if (form.categories.some((id) => !categories.some((category) => category.id === id)))
    throw new MockHttpError(400, assignmentMessages.unknownCategories);
  if (form.video !== null && !videos.some((video) => video.id === form.video))
    throw new MockHttpError(400, assignmentMessages.unknownVideo);
  const linked = categories
    .filter((category) => form.categories.includes(category.id))
    .map(({ id, name }) => ({ id, name }))
    .sort(byName);
  return {
    title: form.title,
    description: form.description,
    dueDate: form.dueDate,
    video: form.video,
    categories: linked,
    category: linked.map((category) => category.name).join(', '),
    // Flags and a language the form leaves out keep their value (on create: all ages, not music-free, English).
    ...(form.age_band === undefined ? {} : { age_band: form.age_band }),
    ...(form.music_free === undefined ? {} : { music_free: form.music_free }),
    ...(form.language === undefined ? {} : { language: form.language }),
  };
}

/** `/api/assignments` as the content service answers it: everyone logged in reads; admins upload, edit and delete. */
export const assignmentsHandlers: HttpHandler[] = crudHandlers({
  // The spec's screen posts to '/api/assignments/'; MSW matches it with or without the trailing slash.
  endpoints: assignmentEndpoints,
  rows: () => adminMockState.assignments,
  notFound: assignmentMessages.notFound,
  list: { search: (assignment) => [assignment.title], order: newestFirst },
  create: async ({ body, files }) => {
    const file = (await checkUploads(files, worksheet(true)))[assignmentFileField]!;
    const values = written(body);
    // Stored only once the row can be written (the service removes the file again otherwise).
    const newFlags: Pick<Assignment, 'age_band' | 'music_free' | 'language'> = {
      age_band: 'all',
      music_free: false,
      language: 'en',
    };
    return {
      id: nextId(),
      ...newFlags,
      ...values,
      created_at: new Date().toISOString(),
      fileUrl: storeUpload(file),
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
  answer: {
    create: (assignment) => ({ message: assignmentMessages.created, assignment }),
    update: (assignment) => ({ message: assignmentMessages.updated, assignment }),
  },
});
