import { type FormEvent, useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { type Assignment, type Category, type Video, assignmentMessages } from '@young-minds/contracts';
import { sessionStore } from '@young-minds/session';
import { Alert, Input, Spinner, tokens } from '@young-minds/ui';
import {
  CheckList,
  CheckRow,
  FieldGroup,
  FileField,
  ItemLoadStatus,
  NoticeBanner,
  type OptionsState,
  PageHeader,
  Panel,
  SelectField,
  TextAreaField,
  dayOf,
  fetchCategories,
  isCancelled,
  mediaUrl,
  palette,
  serverText,
  uploadCancelledText,
  useFocusFirstInvalid,
  useItem,
  useNotice,
  useOptions,
  useUpload,
  UploadFormActions,
} from '../../shared';
import { asSavedAssignment, createAssignmentPath, getAssignment, listVideoOptions, updateAssignmentPath } from './api';
import { assignmentLoadStatus, assignmentPaths } from './parts';

/** The form's own texts (the spec's where it has them). */
export const assignmentFormMessages = {
  titleRequired: 'Title is required.',
  descriptionRequired: 'Description is required.',
  dueDateRequired: 'Due date is required.',
  fileRequired: assignmentMessages.fileRequired,
  fileType: 'Please upload a PDF, DOC or DOCX file.',
  notAuthorized: 'Not authorized',
  categoriesFailed: 'Failed to load categories',
  videosFailed: 'Failed to load videos',
} as const;

const allowedExtensions = ['.pdf', '.doc', '.docx'];

interface Values {
  title: string;
  description: string;
  dueDate: string;
  /** The related video's id as the select holds it; '' for none. */
  video: string;
  categories: number[];
  file: File | null;
}

type Errors = Partial<Record<'title' | 'description' | 'dueDate' | 'file', string>>;

const emptyValues: Values = { title: '', description: '', dueDate: '', video: '', categories: [], file: null };

function valuesOf(assignment: Assignment): Values {
  return {
    title: assignment.title,
    description: assignment.description,
    dueDate: dayOf(assignment.dueDate),
    video: assignment.video === null ? '' : String(assignment.video),
    categories: assignment.categories.map((category) => category.id),
    file: null,
  };
}

function validate(values: Values, fileRequired: boolean): Errors {
  const errors: Errors = {};
  if (!values.title.trim()) errors.title = assignmentFormMessages.titleRequired;
  if (!values.description.trim()) errors.description = assignmentFormMessages.descriptionRequired;
  if (!values.dueDate) errors.dueDate = assignmentFormMessages.dueDateRequired;
  if (!values.file) {
    if (fileRequired) errors.file = assignmentFormMessages.fileRequired;
  } else if (!allowedExtensions.some((extension) => values.file!.name.toLowerCase().endsWith(extension))) {
    errors.file = assignmentFormMessages.fileType;
  }
  return errors;
}

/** The multipart body the content service reads: categories travel as a JSON string of ids. */
function formDataOf(values: Values): FormData {
  const form = new FormData();
  form.append('title', values.title);
  form.append('description', values.description);
  form.append('dueDate', values.dueDate);
  form.append('video', values.video);
  form.append('categories', JSON.stringify(values.categories));
  if (values.file) form.append('file', values.file);
  return form;
}

const byTitle = (a: Video, b: Video) => a.title.localeCompare(b.title);

const Muted = styled.p`
  margin: 0;
  color: ${palette.muted};
`;

const CurrentFile = styled.p`
  margin: -${tokens.space.sm} 0 ${tokens.space.md};
  color: ${palette.text};
  a {
    color: ${palette.link};
  }
`;

function CategoryChecklist({ categories, selected, onChange }: { categories: OptionsState<Category>; selected: number[]; onChange(ids: number[]): void }) {
  const idBase = useId();
  const toggle = (id: number, checked: boolean) => onChange(checked ? [...selected, id] : selected.filter((other) => other !== id));
  return (
    <FieldGroup>
      <legend>Categories</legend>
      {categories.loading ? <Spinner label="Loading categories…" /> : null}
      {categories.failed ? <Alert variant="danger">{assignmentFormMessages.categoriesFailed}</Alert> : null}
      {!categories.loading && !categories.failed && categories.items.length === 0 ? <Muted>No categories yet.</Muted> : null}
      {categories.items.length > 0 ? (
        <CheckList>
          {categories.items.map((category) => (
            <CheckRow key={category.id}>
              <input
                type="checkbox"
                id={`${idBase}-${category.id}`}
                checked={selected.includes(category.id)}
                onChange={(event) => toggle(category.id, event.target.checked)}
              />
              <label htmlFor={`${idBase}-${category.id}`}>{category.name}</label>
            </CheckRow>
          ))}
        </CheckList>
      ) : null}
    </FieldGroup>
  );
}

interface FormProps {
  /** The assignment being edited; none on Add. */
  editing?: Assignment;
}

/** The fields, the checks, the upload with progress and cancel, then the list with the server's message. */
function AssignmentFormBody({ editing }: FormProps) {
  const isEdit = editing !== undefined;
  const categories = useOptions(fetchCategories, 'assignment form options');
  const videos = useOptions(listVideoOptions, 'assignment form options');
  const upload = useUpload();
  const { notice, show, clear, navigateWithNotice } = useNotice();
  const [values, setValues] = useState<Values>(editing ? valuesOf(editing) : emptyValues);
  const [errors, setErrors] = useState<Errors>({});
  // After a refused submit, take the keyboard to the first field that needs attention.
  const formRef = useFocusFirstInvalid(errors);

  const change = (next: Partial<Values>) => setValues((current) => ({ ...current, ...next }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (upload.uploading) return;
    clear();
    const found = validate(values, !isEdit);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // The spec's screen refuses before calling when there is no session.
    if (!sessionStore.getState().token) {
      show('danger', assignmentFormMessages.notAuthorized);
      return;
    }
    try {
      const saved = asSavedAssignment(
        isEdit ? await upload.send(updateAssignmentPath(editing.id), formDataOf(values), 'PUT') : await upload.send(createAssignmentPath, formDataOf(values)),
      );
      const fallback = isEdit ? assignmentMessages.updated : assignmentMessages.created;
      navigateWithNotice(assignmentPaths.list, { variant: 'success', text: saved.message || fallback });
    } catch (caught) {
      if (isCancelled(caught)) {
        show('info', uploadCancelledText);
        return;
      }
      console.error('[admin] assignment upload failed:', caught);
      show('danger', `Upload failed: ${serverText(caught) ?? 'Upload failed'}`);
    }
  }

  const videoOptions = [...videos.items].sort(byTitle);
  // Keep a linked video selectable even when it is not among the videos loaded.
  const linkedMissing = values.video !== '' && !videos.loading && !videoOptions.some((video) => String(video.id) === values.video);

  return (
    <Panel>
      <NoticeBanner notice={notice} onDismiss={upload.uploading ? undefined : clear} />
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <Input label="Title" name="title" required value={values.title} error={errors.title} onChange={(event) => change({ title: event.target.value })} />
        <TextAreaField
          label="Description"
          name="description"
          required
          value={values.description}
          error={errors.description}
          onChange={(event) => change({ description: event.target.value })}
        />
        <Input label="Due Date" name="dueDate" type="date" required value={values.dueDate} error={errors.dueDate} onChange={(event) => change({ dueDate: event.target.value })} />
        {videos.failed ? <Alert variant="danger">{assignmentFormMessages.videosFailed}</Alert> : null}
        <SelectField
          label="Related Video (optional)"
          name="video"
          value={values.video}
          aria-busy={videos.loading || undefined}
          hint={videos.loading ? 'Loading videos…' : undefined}
          onChange={(event) => change({ video: event.target.value })}
        >
          <option value="">No related video</option>
          {linkedMissing ? <option value={values.video}>Video #{values.video}</option> : null}
          {videoOptions.map((video) => (
            <option key={video.id} value={String(video.id)}>
              {video.title}
            </option>
          ))}
        </SelectField>
        <CategoryChecklist categories={categories} selected={values.categories} onChange={(ids) => change({ categories: ids })} />
        <FileField
          label="File"
          name="file"
          accept=".pdf,.doc,.docx"
          required={!isEdit}
          hint="PDF, DOC or DOCX"
          error={errors.file}
          onFiles={(files) => change({ file: files[0] ?? null })}
        />
        {editing ? (
          <CurrentFile>
            <a href={mediaUrl(editing.fileUrl)} target="_blank" rel="noopener noreferrer">
              Open the current file
            </a>{' '}
            <span>Choose a new file only to replace it.</span>
          </CurrentFile>
        ) : null}
        <UploadFormActions upload={upload} label={isEdit ? 'Save Changes' : 'Upload Assignment'} busyLabel={isEdit ? 'Saving...' : 'Uploading...'} back={{ to: assignmentPaths.list, label: 'Back to assignments' }} />
      </form>
    </Panel>
  );
}

/** Add Assignment (/admin/manage-assignments/add). */
export function AddAssignment() {
  return (
    <>
      <PageHeader title="Add Assignment" />
      <AssignmentFormBody />
    </>
  );
}

/** Edit Assignment (/admin/manage-assignments/edit/:id): the stored assignment, saved with PUT. */
export function EditAssignment() {
  const { id = '' } = useParams();
  const loaded = useItem((signal) => getAssignment(id, signal), id);
  return (
    <>
      <PageHeader title="Edit Assignment" />
      <ItemLoadStatus state={loaded} {...assignmentLoadStatus} />
      {loaded.item ? <AssignmentFormBody key={loaded.item.id} editing={loaded.item} /> : null}
    </>
  );
}
