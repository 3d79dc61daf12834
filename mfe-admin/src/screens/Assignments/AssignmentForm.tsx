import { useId, useState } from 'react';
import styled from 'styled-components';
import { api } from '@young-minds/api-client';
import {
  type Assignment,
  type Category,
  type ContentLanguage,
  type Video,
  assignmentFileField,
  assignmentMessages,
  endpoints,
  mediaKindFormats,
} from '@young-minds/contracts';
import { sessionStore } from '@young-minds/session';
import { Alert, Spinner } from '@young-minds/ui';
import { CheckList, CheckRow, FieldGroup, FileField, Input, SelectField, TextAreaField } from '@young-minds/ui/forms';
import { messages, useAdminT } from '../../messages';
import {
  type FileRule,
  CoverPicker,
  CurrentFile,
  type MediaUpload,
  fileForm,
  ItemScreen,
  NoticeBanner,
  type OptionsState,
  AddScreen,
  Panel,
  UploadFormActions,
  dayOf,
  mediaUrl,
  palette,
  serverText,
  useOptions,
  useResourceForm,
  ReviewPanel,
  SourcesEditor,
  saveWithSources,
  useSourcesDraft,
} from '../../shared';
import {
  ContentFlagFields,
  type ContentFlagValues,
  contentFlagTexts,
  contentFlagsOf,
  defaultContentFlags,
} from '../ContentFlags/ContentFlagFields';
import { useEndpoint } from '@young-minds/query';
import { ContentLanguageField, defaultContentLanguage } from '../ContentFlags/ContentLanguageField';
import { assignmentPaths, useAssignmentLoadStatus } from './parts';

interface Values extends ContentFlagValues {
  title: string;
  description: string;
  dueDate: string;
  /** The related video's id as the select holds it; '' for none. */
  video: string;
  categories: number[];
  file: File | null;
  language: ContentLanguage;
  /** The cover picture's path (uploaded first), null for none. */
  cover: string | null;
}

const emptyValues: Values = {
  title: '',
  description: '',
  dueDate: '',
  video: '',
  categories: [],
  ...defaultContentFlags,
  language: defaultContentLanguage,
  file: null,
  cover: null,
};

function valuesOf(assignment: Assignment): Values {
  return {
    title: assignment.title,
    description: assignment.description,
    dueDate: dayOf(assignment.dueDate),
    video: assignment.video === null ? '' : String(assignment.video),
    categories: assignment.categories.map((category) => category.id),
    ...contentFlagsOf(assignment),
    language: assignment.language,
    file: null,
    cover: assignment.cover_image,
  };
}

/** The multipart text fields the content service reads: categories travel as a JSON string of ids. */
const fields = (values: Values) => ({
  title: values.title,
  description: values.description,
  dueDate: values.dueDate,
  video: values.video,
  categories: JSON.stringify(values.categories),
  ...contentFlagTexts(values),
  language: values.language,
  // '' takes the cover off.
  cover_image: values.cover ?? '',
});

/** `POST /api/assignments/media` with progress: the cover, uploaded before the worksheet is saved. */
const assignmentPictureUpload: MediaUpload = async (file, transfer) =>
  (await api.call(endpoints.assignments.uploadPicture, { body: fileForm('image', file), ...transfer })).url;

/** The worksheet travels as `file`: required on Add, optional on Edit; named as the server names it. */
const fileRules = (required: boolean) =>
  ({
    [assignmentFileField]: {
      field: { kind: 'assignment', required },
      label: 'The assignment file',
      missing: assignmentMessages.fileRequired,
    },
  }) satisfies Partial<Record<keyof Values, FileRule>>;

const byTitle = (a: Video, b: Video) => a.title.localeCompare(b.title);

const Muted = styled.p`
  margin: 0;
  color: ${palette.muted};
`;

function CategoryChecklist({
  categories,
  selected,
  onChange,
}: {
  categories: OptionsState<Category>;
  selected: number[];
  onChange: (ids: number[]) => void;
}) {
  const t = useAdminT();
  const idBase = useId();
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...selected, id] : selected.filter((other) => other !== id));
  return (
    <FieldGroup>
      <legend>{t('assignments.categories')}</legend>
      {categories.loading ? <Spinner label={t('form.loadingCategories')} /> : null}
      {categories.failed ? <Alert variant="danger">{t('form.categoriesFailed')}</Alert> : null}
      {!categories.loading && !categories.failed && categories.items.length === 0 ? (
        <Muted>{t('assignments.noCategories')}</Muted>
      ) : null}
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
  const t = useAdminT();
  const categories = useOptions(useEndpoint(endpoints.categories.list), 'assignment form options');
  // Up to 100 videos (the most a page holds), for the 'Related Video (optional)' select.
  const videos = useOptions(
    useEndpoint(endpoints.videos.list, { query: { page: 1, pageSize: 100 } }),
    'assignment form options',
  );
  const [coverBusy, setCoverBusy] = useState(false);
  const sources = useSourcesDraft(editing?.sources);
  const form = useResourceForm({
    initial: editing ? valuesOf(editing) : emptyValues,
    schema: endpoints.assignments.create.body,
    fields,
    files: fileRules(!editing),
    // The spec's screen refuses before calling when there is no session.
    beforeSend: () =>
      coverBusy
        ? t('cover.uploading')
        : !sessionStore.getState().token
          ? t('assignments.notAuthorized')
          : sources.check()
            ? null
            : t('review.form.sourcesInvalid'),
    // The assignment, then its sources (they need its id).
    send: (body, transfer) =>
      saveWithSources(
        'assignment',
        sources,
        () =>
          editing
            ? api.call(endpoints.assignments.update, { params: { id: editing.id }, body, ...transfer })
            : api.call(endpoints.assignments.create, { body, ...transfer }),
        (saved) => saved.assignment.id,
      ),
    done: ({ saved, problem }) => ({
      to: assignmentPaths.list,
      notice: problem
        ? { variant: 'danger', text: problem }
        : {
            variant: 'success',
            text: saved.message || (editing ? assignmentMessages.updated : assignmentMessages.created),
          },
    }),
    failure: (caught) =>
      messages.t('assignments.uploadFailed', {
        reason: serverText(caught) ?? messages.t('assignments.uploadFailedReason'),
      }),
    logAs: 'assignment upload',
  });
  const { values, errors, change } = form;

  const videoOptions = [...videos.items].sort(byTitle);
  // Keep a linked video selectable even when it is not among the videos loaded.
  const linkedMissing =
    values.video !== '' && !videos.loading && !videoOptions.some((video) => String(video.id) === values.video);

  return (
    <Panel>
      <NoticeBanner notice={form.notice} onDismiss={form.dismiss} />
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit}>
        <Input
          label={t('assignments.title')}
          name="title"
          required
          value={values.title}
          error={errors.title}
          onChange={(event) => change({ title: event.target.value })}
        />
        <TextAreaField
          label={t('assignments.description')}
          name="description"
          required
          value={values.description}
          error={errors.description}
          onChange={(event) => change({ description: event.target.value })}
        />
        <Input
          label={t('assignments.dueDate')}
          name="dueDate"
          type="date"
          required
          value={values.dueDate}
          error={errors.dueDate}
          onChange={(event) => change({ dueDate: event.target.value })}
        />
        {videos.failed ? <Alert variant="danger">{t('assignments.videosFailed')}</Alert> : null}
        <SelectField
          label={t('assignments.relatedVideoOptional')}
          name="video"
          value={values.video}
          aria-busy={videos.loading || undefined}
          hint={videos.loading ? t('assignments.loadingVideos') : undefined}
          onChange={(event) => change({ video: event.target.value })}
        >
          <option value="">{t('assignments.noRelatedVideo')}</option>
          {linkedMissing ? (
            <option value={values.video}>{t('assignments.videoNumber', { id: values.video })}</option>
          ) : null}
          {videoOptions.map((video) => (
            <option key={video.id} value={String(video.id)}>
              {video.title}
            </option>
          ))}
        </SelectField>
        <CategoryChecklist
          categories={categories}
          selected={values.categories}
          onChange={(ids) => change({ categories: ids })}
        />
        <ContentFlagFields values={values} onChange={change} />
        <ContentLanguageField value={values.language} onChange={(language) => change({ language })} />
        <CoverPicker
          url={values.cover}
          upload={assignmentPictureUpload}
          onChange={(cover) => change({ cover })}
          onBusyChange={setCoverBusy}
        />
        <FileField
          label={t('assignments.file')}
          name={assignmentFileField}
          accept=".pdf,.doc,.docx"
          required={!editing}
          hint={mediaKindFormats.assignment}
          error={errors[assignmentFileField]}
          onFiles={(files) => change({ [assignmentFileField]: files[0] ?? null })}
        />
        {editing ? <CurrentFile href={mediaUrl(editing.fileUrl)} label={t('assignments.openCurrentFile')} /> : null}
        <SourcesEditor draft={sources} />
        <UploadFormActions
          upload={form.upload}
          editing={editing !== undefined}
          label={t('assignments.upload')}
          back={{ to: assignmentPaths.list, label: t('assignments.back') }}
        />
      </form>
    </Panel>
  );
}

/** Add Assignment (/admin/manage-assignments/add). */
export function AddAssignment() {
  const t = useAdminT();
  return (
    <AddScreen title={t('assignments.add')}>
      <AssignmentFormBody />
    </AddScreen>
  );
}

/** Edit Assignment (/admin/manage-assignments/edit/:id): the stored assignment, saved with PUT. */
export function EditAssignment() {
  const t = useAdminT();
  return (
    <ItemScreen endpoint={endpoints.assignments.get} title={t('assignments.edit')} status={useAssignmentLoadStatus()}>
      {(assignment) => (
        <>
          <ReviewPanel kind="assignment" id={assignment.id} review={assignment.review} />
          <AssignmentFormBody key={assignment.id} editing={assignment} />
        </>
      )}
    </ItemScreen>
  );
}
