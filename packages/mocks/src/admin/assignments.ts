import { delay, http, type HttpHandler } from 'msw';
import {
  type Assignment,
  type AssignmentForm,
  assignmentEndpoints,
  assignmentFileField,
  assignmentFormSchema,
  assignmentMessages,
  idParamsSchema,
  listQuerySchema,
} from '@young-minds/contracts';
import { authorize, fail, firstIssue, latency, mockPath, pageOfItems, queryOf, reply } from '../respond';
import { adminMockState, matchesSearch } from './state';
import { readFields, sniffUpload, storeUpload, uploadTypeMessages } from './uploads';

const loggedIn = ['admin', 'parent', 'child'] as const;

/** Newest first, as the service orders them. */
const newestFirst = (a: Assignment, b: Assignment) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** The linked categories sorted by name (as the service joins them), or the ids that do not exist. */
function linkedCategories(ids: number[]): { refs: Assignment['categories'] } | { unknown: number[] } {
  const unknown = ids.filter((id) => !adminMockState.categories.some((category) => category.id === id));
  if (unknown.length > 0) return { unknown };
  const refs = adminMockState.categories
    .filter((category) => ids.includes(category.id))
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  return { refs };
}

/** The form's fields as the row stores them, or the 400 the service sends for an unknown category or video. */
function written(form: AssignmentForm): Response | Pick<Assignment, 'title' | 'description' | 'dueDate' | 'video' | 'categories' | 'category'> {
  const linked = linkedCategories(form.categories);
  if ('unknown' in linked) return fail(400, assignmentMessages.unknownCategories);
  if (form.video !== null && !adminMockState.videos.some((video) => video.id === form.video)) return fail(400, assignmentMessages.unknownVideo);
  return {
    title: form.title,
    description: form.description,
    dueDate: form.dueDate,
    video: form.video,
    categories: linked.refs,
    category: linked.refs.map((category) => category.name).join(', '),
  };
}

/** The worksheet checked by content: the extension to store it under, or the 415 the service sends. */
async function checkedWorksheet(file: File): Promise<{ file: File; extension: string } | { refusal: Response }> {
  const extension = await sniffUpload(file, 'document');
  return extension ? { file, extension } : { refusal: fail(415, uploadTypeMessages.assignment) };
}

/** `/api/assignments` as the content service answers it: everyone logged in reads; admins upload, edit and delete. */
export const assignmentsHandlers: HttpHandler[] = [
  http.get(mockPath(assignmentEndpoints.list), async ({ request }) => {
    await delay(latency());
    const access = authorize(request, loggedIn);
    if ('refusal' in access) return access.refusal;
    const query = listQuerySchema.safeParse(queryOf(request));
    if (!query.success) return fail(400, firstIssue(query.error));
    const { page, pageSize, search } = query.data;
    const rows = adminMockState.assignments.filter((assignment) => matchesSearch(search, assignment.title)).sort(newestFirst);
    return reply(assignmentEndpoints.list, pageOfItems(rows, page, pageSize));
  }),

  http.get(mockPath(assignmentEndpoints.get), async ({ request, params }) => {
    await delay(latency());
    const access = authorize(request, loggedIn);
    if ('refusal' in access) return access.refusal;
    const id = idParamsSchema.safeParse(params);
    if (!id.success) return fail(400, firstIssue(id.error));
    const assignment = adminMockState.assignments.find((row) => row.id === id.data.id);
    if (!assignment) return fail(404, assignmentMessages.notFound);
    return reply(assignmentEndpoints.get, assignment);
  }),

  // The spec's screen posts to '/api/assignments/'; MSW matches it with or without the trailing slash.
  http.post(mockPath(assignmentEndpoints.create), async ({ request }) => {
    await delay(latency());
    const access = authorize(request, ['admin']);
    if ('refusal' in access) return access.refusal;
    const { fields, files } = await readFields(request);
    const form = assignmentFormSchema.safeParse(fields);
    if (!form.success) return fail(400, firstIssue(form.error));
    const file = files[assignmentFileField];
    if (!file) return fail(400, assignmentMessages.fileRequired);
    const worksheet = await checkedWorksheet(file);
    if ('refusal' in worksheet) return worksheet.refusal;
    const values = written(form.data);
    if (values instanceof Response) return values;
    // Stored only once the row can be written (the service removes the file again otherwise).
    const fileUrl = storeUpload(worksheet.file, 'assignments', worksheet.extension);
    const assignment: Assignment = { id: adminMockState.nextId++, ...values, created_at: new Date().toISOString(), fileUrl };
    adminMockState.assignments.push(assignment);
    return reply(assignmentEndpoints.create, { message: assignmentMessages.created, assignment });
  }),

  http.put(mockPath(assignmentEndpoints.update), async ({ request, params }) => {
    await delay(latency());
    const access = authorize(request, ['admin']);
    if ('refusal' in access) return access.refusal;
    const id = idParamsSchema.safeParse(params);
    if (!id.success) return fail(400, firstIssue(id.error));
    const { fields, files } = await readFields(request);
    const form = assignmentFormSchema.safeParse(fields);
    if (!form.success) return fail(400, firstIssue(form.error));
    // The service checks a new file before it looks the row up (a bad file is a 415 even for a missing row).
    const file = files[assignmentFileField];
    const worksheet = file ? await checkedWorksheet(file) : null;
    if (worksheet && 'refusal' in worksheet) return worksheet.refusal;
    const assignment = adminMockState.assignments.find((row) => row.id === id.data.id);
    if (!assignment) return fail(404, assignmentMessages.notFound);
    const values = written(form.data);
    if (values instanceof Response) return values;
    Object.assign(assignment, values, worksheet ? { fileUrl: storeUpload(worksheet.file, 'assignments', worksheet.extension) } : {});
    return reply(assignmentEndpoints.update, { message: assignmentMessages.updated, assignment });
  }),

  http.delete(mockPath(assignmentEndpoints.remove), async ({ request, params }) => {
    await delay(latency());
    const access = authorize(request, ['admin']);
    if ('refusal' in access) return access.refusal;
    const id = idParamsSchema.safeParse(params);
    if (!id.success) return fail(400, firstIssue(id.error));
    const index = adminMockState.assignments.findIndex((row) => row.id === id.data.id);
    if (index < 0) return fail(404, assignmentMessages.notFound);
    // The service also deletes the children's submissions and progress; the admin mocks keep neither.
    adminMockState.assignments.splice(index, 1);
    return reply(assignmentEndpoints.remove, { message: assignmentMessages.deleted });
  }),
];
