import { Fragment, type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { type ContentLanguage, type FileField as FileRuleField, endpoints } from '@young-minds/contracts';
import { useEndpoint } from '@young-minds/query';
import { Alert, ButtonLink, VisuallyHidden, tokens } from '@young-minds/ui';
import { FileField, Input, SelectField, TextAreaField } from '@young-minds/ui/forms';
import { messages, useAdminT } from '../messages';
import {
  ContentFlagDetails,
  ContentFlagFields,
  contentFlagTexts,
  contentFlagsOf,
  defaultContentFlags,
} from '../screens/ContentFlags/ContentFlagFields';
import {
  ContentLanguageDetail,
  ContentLanguageField,
  defaultContentLanguage,
} from '../screens/ContentFlags/ContentLanguageField';
import { formatDate, mediaUrl } from './format';
import { Details, FormActions, Panel } from './PageHeader';
import { palette } from './palette';
import { type FileRule, AddScreen, CurrentFile, ItemScreenOf, useResourceForm } from './resourceForm';
import { ResourceList, useResourceList } from './ResourceList';
import { withServerReason } from './serverText';
import { Thumb } from './Table';
import { UploadFormActions } from './upload';
import { useOptions } from './useOptions';
import { NoticeBanner } from './notice';
import { ReviewPanel, SourcesEditor, saveWithSources, useSourcesDraft } from './ReviewFields';
import { useReviewColumn } from './review';
import {
  type MediaField,
  type MediaFormValues,
  type MediaItem,
  type MediaKind,
  type CurrentMedia,
  mediaPaths,
} from './mediaKind';

/** A link to a file, opening in a new tab; the hidden words tell a screen reader so ('… (opens in a new tab)'). */
export function NewTabLink({ href, children, hidden }: { href: string; children: string; hidden?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      {hidden ? <VisuallyHidden> {hidden}</VisuallyHidden> : null}
    </a>
  );
}

/** Manage <kind>: the server's pages, search by title, an Add button, and View / Edit / Delete per row. */
function MediaKindList<Item extends MediaItem>({ kind }: { kind: MediaKind<Item> }) {
  const t = useAdminT();
  const paths = mediaPaths(kind);
  const resource = useResourceList<Item>(kind.read.list, {
    remove: (item) => kind.send.remove(item.id),
    failureText: kind.list.deleteFailure,
    logAs: `${kind.logAs} delete`,
  });
  const status = useReviewColumn<Item>();
  return (
    <ResourceList
      resource={resource}
      texts={kind.texts}
      tools={<ButtonLink to={paths.add}>{t(`${kind.texts}.add`)}</ButtonLink>}
      columns={[
        ...kind.list.columns.map((column) => ({
          header: t(column.header),
          cell: (item: Item) => column.cell(item, t),
          names: column.names,
        })),
        status,
      ]}
      actions={(item, actions) => [
        actions.view(paths.view(item.id)),
        actions.edit(paths.edit(item.id)),
        actions.remove(),
      ]}
    />
  );
}

/** How Edit and View show the item on its way, or why it did not come, with the way back to the list. */
function useLoadStatus<Item extends MediaItem>(kind: MediaKind<Item>) {
  const t = useAdminT();
  const { failure } = kind.view;
  return {
    loadingLabel: t(`${kind.texts}.item.loading`),
    notFound: kind.view.notFound,
    failure: failure ? (reason: string) => t(failure, { reason }) : undefined,
    back: { to: kind.paths.list, label: t(`${kind.texts}.back`) },
  };
}

/** A text value of the form ('' for a file list or a flag). */
const textIn = (value: MediaFormValues[string] | undefined) => (typeof value === 'string' ? value : '');

/** The form's values of a stored item (Edit), or the empty form (Add). */
function valuesOf<Item extends MediaItem>(
  fields: readonly MediaField<Item>[],
  item: Item | undefined,
  newLanguage: ContentLanguage = defaultContentLanguage,
) {
  const values: MediaFormValues = {
    category: item ? String(item.category_id) : '',
    ...(item ? contentFlagsOf(item) : defaultContentFlags),
    language: item ? item.language : newLanguage,
  };
  for (const field of fields) {
    if (field.type === 'file') values[field.name] = [];
    else if (field.type === 'choice') {
      const stored: unknown = item && field.onEdit ? Reflect.get(item, field.name) : undefined;
      values[field.name] = typeof stored === 'string' ? stored : (field.options[0]?.value ?? '');
    } else if (field.type !== 'category' && field.type !== 'flags') {
      // The stored value under the field's name (a title, a page count).
      const stored: unknown = item ? Reflect.get(item, field.name) : undefined;
      values[field.name] = typeof stored === 'string' || typeof stored === 'number' ? String(stored) : '';
    }
  }
  return values;
}

/** The multipart text fields (trimmed; the schema checks the same). A choice of Add travels only on Add. */
function textsOf<Item extends MediaItem>(
  fields: readonly MediaField<Item>[],
  values: MediaFormValues,
  adding: boolean,
) {
  const texts: Record<string, string> = {};
  for (const field of fields) {
    if (field.type === 'choice' && (adding || field.onEdit)) texts[field.name] = textIn(values[field.name]);
    if (field.type === 'text' || field.type === 'textarea' || field.type === 'number')
      texts[field.name] = textIn(values[field.name]).trim();
    if (field.type === 'category') texts.category = values.category;
    if (field.type === 'flags') Object.assign(texts, contentFlagTexts(values), { language: values.language });
  }
  return texts;
}

/** The file rules of the form: the contract's (Add's or Edit's), named as the server names them. */
function fileRulesOf<Item extends MediaItem>(fields: readonly MediaField<Item>[], adding: boolean) {
  const rules: Record<string, FileRule> = {};
  for (const field of fields)
    if (field.type === 'file') {
      const rule: FileRuleField = adding ? field.rule.add : field.rule.edit;
      const needed = adding ? field.rule.neededOnAdd : undefined;
      rules[field.name] = {
        field: rule,
        label: field.rule.serverLabel,
        missing: field.rule.missing,
        ...(needed && {
          neededWhen: (values: object) => needed.when(values as MediaFormValues),
          missingNow: needed.missing,
        }),
      };
    }
  return rules;
}

const filesIn = (value: MediaFormValues[string] | undefined) => (value instanceof Array ? value : []);

/** The categories for the select, and what their failure says. */
function useCategoryChoices(failure: 'with-reason' | 'plain') {
  const t = useAdminT();
  const answer = useEndpoint(endpoints.categories.list);
  const options = useOptions(answer, 'categories');
  const failed = !options.failed
    ? null
    : failure === 'plain'
      ? t('form.categoriesFailed')
      : withServerReason(messages.t('videos.categoriesFailed'), answer.error);
  return { ...options, failed };
}

const CurrentThumb = styled(Thumb)`
  width: 160px;
  height: 90px;
  margin-bottom: ${tokens.space.sm};
  border: 1px solid ${palette.border};
`;

const Current = styled.figure`
  margin: 0 0 ${tokens.space.sm};
  figcaption {
    color: ${palette.muted};
    font-size: ${tokens.font.size.sm};
  }
`;

/** What the item has now, beside its file field on Edit. */
function CurrentMediaOf({ current }: { current: CurrentMedia }) {
  const t = useAdminT();
  if ('thumbnail' in current)
    return (
      <Current>
        <CurrentThumb src={mediaUrl(current.thumbnail)} alt={t('form.currentThumbnail')} />
        {/* The image's alt text says the same to screen readers. */}
        <figcaption aria-hidden="true">{t('form.currentThumbnail')}</figcaption>
      </Current>
    );
  if ('image' in current)
    return <CurrentFile image={<Thumb src={mediaUrl(current.image)} alt={t('form.currentThumbnail')} />} />;
  return <CurrentFile href={mediaUrl(current.href)} label={t(current.label)} />;
}

/** The Add and Edit form of a kind: its fields in order, the checks, the upload, then the list with the notice. */
function MediaKindFormBody<Item extends MediaItem>({ kind, editing }: { kind: MediaKind<Item>; editing?: Item }) {
  const t = useAdminT();
  const adding = editing === undefined;
  const { form: spec } = kind;
  const categories = useCategoryChoices(spec.categoriesFailure);
  const sources = useSourcesDraft(editing?.sources);
  const form = useResourceForm({
    initial: () => valuesOf(spec.fields, editing, spec.newLanguage),
    schema: adding ? kind.endpoints.create.body : kind.endpoints.update.body,
    fields: (values) => textsOf(spec.fields, values, adding),
    files: fileRulesOf(spec.fields, adding),
    refuse: adding ? spec.refuse : undefined,
    invalidNotice: spec.correctFieldsNotice ? t('form.correctFields') : undefined,
    beforeSend: () => (sources.check() ? null : t('review.form.sourcesInvalid')),
    // The item, then its sources (they need its id).
    send: (body, transfer) =>
      saveWithSources(
        kind.reviewKind,
        sources,
        () => (editing ? kind.send.update(editing.id, body, transfer) : kind.send.create(body, transfer)),
        (saved) => editing?.id ?? (saved as { id: number }).id,
      ),
    done: ({ problem }) => ({
      to: kind.paths.list,
      notice: problem
        ? { variant: 'danger', text: problem }
        : { variant: 'success', text: t(adding ? spec.saved.add : spec.saved.edit) },
    }),
    failure: (caught) => spec.failure(caught, !adding),
    logAs: `${kind.logAs} ${adding ? 'upload' : 'update'}`,
  });
  const { values, errors, change } = form;
  const sendsFiles = spec.fields.some((field) => field.type === 'file' && filesIn(values[field.name]).length > 0);
  const back = adding ? spec.back.add : spec.back.edit;

  // A stored category missing from the list (it failed to load) stays selectable, so a save keeps it.
  const categoryMissing =
    editing !== undefined &&
    values.category !== '' &&
    !categories.items.some((category) => String(category.id) === values.category);

  function fieldOf(field: MediaField<Item>) {
    const text = (name: string) => textIn(values[name]);
    switch (field.type) {
      case 'text':
        return (
          <Input
            key={field.name}
            label={t(field.label)}
            name={field.name}
            required
            maxLength={field.maxLength}
            value={text(field.name)}
            error={errors[field.name]}
            onChange={(event) => change({ [field.name]: event.target.value })}
          />
        );
      case 'textarea':
        return (
          <TextAreaField
            key={field.name}
            label={t(field.label)}
            name={field.name}
            required
            rows={field.rows}
            value={text(field.name)}
            error={errors[field.name]}
            onChange={(event) => change({ [field.name]: event.target.value })}
          />
        );
      case 'number':
        return (
          <Input
            key={field.name}
            label={t(field.label)}
            name={field.name}
            type="number"
            inputMode="numeric"
            min={field.min}
            step={1}
            required
            value={text(field.name)}
            error={errors[field.name]}
            onChange={(event) => change({ [field.name]: event.target.value })}
          />
        );
      case 'category':
        return (
          <SelectField
            key="category"
            label={t(field.label)}
            name="category"
            required
            value={values.category}
            error={errors.category}
            hint={categories.loading ? t('form.loadingCategories') : undefined}
            aria-busy={categories.loading || undefined}
            onChange={(event) => change({ category: event.target.value })}
          >
            <option value="">{t('form.selectCategory')}</option>
            {categoryMissing ? <option value={values.category}>{editing.category}</option> : null}
            {categories.items.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.name}
              </option>
            ))}
          </SelectField>
        );
      case 'flags':
        return <ContentFlagFieldsAndLanguage key="flags" values={values} onChange={change} />;
      case 'choice':
        return adding || field.onEdit ? (
          <SelectField
            key={field.name}
            label={t(field.label)}
            name={field.name}
            value={text(field.name)}
            onChange={(event) => change({ [field.name]: event.target.value })}
          >
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
          </SelectField>
        ) : null;
      case 'file': {
        const current = editing && field.current ? field.current(editing) : null;
        const before = current && 'thumbnail' in current;
        return (
          <FileFieldWithCurrent key={field.name} current={current} before={Boolean(before)}>
            <FileField
              label={t(field.label)}
              name={field.name}
              accept={field.accept}
              multiple={field.multiple?.(values) ?? false}
              required={(adding ? field.rule.add : field.rule.edit).required}
              error={errors[field.name]}
              hint={field.hint({ editing, values })}
              onFiles={(files) => change({ [field.name]: files })}
            />
          </FileFieldWithCurrent>
        );
      }
    }
  }

  return (
    <Panel>
      <NoticeBanner notice={form.notice} onDismiss={form.dismiss} />
      {categories.failed ? <Alert variant="danger">{categories.failed}</Alert> : null}
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit}>
        {spec.fields.map(fieldOf)}
        <SourcesEditor draft={sources} />
        <UploadFormActions
          upload={form.upload}
          editing={!adding}
          label={t(spec.submit)}
          showProgress={adding || spec.editProgress === 'always' || sendsFiles}
          back={back ? { to: kind.paths.list, label: t(back) } : undefined}
        />
      </form>
    </Panel>
  );
}

/** Age group, Music-free and Content language. */
function ContentFlagFieldsAndLanguage({
  values,
  onChange,
}: {
  values: MediaFormValues;
  onChange: (next: Partial<MediaFormValues>) => void;
}) {
  return (
    <>
      <ContentFlagFields values={values} onChange={onChange} />
      <ContentLanguageField value={values.language} onChange={(language) => onChange({ language })} />
    </>
  );
}

/** A file field with what the item has now: its thumbnail before it, or its file after it. */
function FileFieldWithCurrent({
  current,
  before,
  children,
}: {
  current: CurrentMedia | null;
  before: boolean;
  children: ReactNode;
}) {
  const shown = current ? <CurrentMediaOf current={current} /> : null;
  return (
    <>
      {before ? shown : null}
      {children}
      {before ? null : shown}
    </>
  );
}

/** Add <kind>: the empty form. */
function MediaKindAdd<Item extends MediaItem>({ kind }: { kind: MediaKind<Item> }) {
  const t = useAdminT();
  return (
    <AddScreen title={t(`${kind.texts}.add`)}>
      <MediaKindFormBody kind={kind} />
    </AddScreen>
  );
}

/** Edit <kind>: the stored item's form, saved with PUT (new files optional, they replace the stored ones). */
function MediaKindEdit<Item extends MediaItem>({ kind }: { kind: MediaKind<Item> }) {
  const t = useAdminT();
  return (
    <ItemScreenOf source={kind.read.item} title={t(`${kind.texts}.edit`)} status={useLoadStatus(kind)}>
      {(item) => (
        <>
          <ReviewPanel kind={kind.reviewKind} id={item.id} review={item.review} />
          <MediaKindFormBody key={item.id} kind={kind} editing={item} />
        </>
      )}
    </ItemScreenOf>
  );
}

/** 95 → '1:35', 3725 → '1:02:05'; '…' until the player knows, 'Unknown' when it cannot tell (a live stream). */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '…';
  if (!Number.isFinite(seconds) || seconds < 0) return messages.t('videos.durationUnknown');
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

const Player = styled.video`
  display: block;
  width: 100%;
  max-height: 480px;
  margin-bottom: ${tokens.space.md};
  border-radius: ${tokens.radius.md};
  background: #000000;
`;

const Cover = styled.img`
  display: block;
  width: 100%;
  max-width: 240px;
  max-height: 320px;
  object-fit: contain;
  margin-bottom: ${tokens.space.md};
  border-radius: ${tokens.radius.sm};
  background: ${palette.raised};
`;

const FileLink = styled.p`
  a {
    color: ${palette.link};
  }
`;

/** The View screen's body: the player or the cover, the details, the file's link, Edit and the way back. */
function MediaKindDetails<Item extends MediaItem>({ kind, item }: { kind: MediaKind<Item>; item: Item }) {
  const t = useAdminT();
  const [duration, setDuration] = useState<number | null>(null);
  const { media, rows, fileLink, section } = kind.view;
  const played = 'player' in media ? media.player(item) : null;
  return (
    <Panel>
      {played ? (
        <Player
          // Media controls keep their order in every language: the timeline runs left to right.
          dir="ltr"
          controls
          preload="metadata"
          src={mediaUrl(played.src)}
          poster={mediaUrl(played.poster)}
          aria-label={item.title}
          onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
          onError={() => setDuration(Number.NaN)}
        />
      ) : null}
      {'cover' in media ? <Cover src={mediaUrl(media.cover(item))} alt={item.title} /> : null}
      <Details>
        {rows.map((row) => (
          <Fragment key={row.label}>
            <dt>{t(row.label)}</dt>
            <dd>{row.value(item, { duration })}</dd>
          </Fragment>
        ))}
        <ContentFlagDetails item={item} />
        <ContentLanguageDetail language={item.language} />
        <dt>{t('list.uploadedOn')}</dt>
        <dd>{formatDate(item.created_at)}</dd>
      </Details>
      {fileLink ? (
        <FileLink>
          <NewTabLink href={mediaUrl(fileLink.href(item))}>{t(fileLink.label)}</NewTabLink>
        </FileLink>
      ) : null}
      {section ? section(item) : null}
      <FormActions>
        <ButtonLink to={mediaPaths(kind).edit(item.id)}>{t('list.edit')}</ButtonLink>
        <ButtonLink to={kind.paths.list} $variant="outline">
          {t(`${kind.texts}.back`)}
        </ButtonLink>
      </FormActions>
    </Panel>
  );
}

/** View <kind>: the stored item, titled by its own title. */
function MediaKindView<Item extends MediaItem>({ kind }: { kind: MediaKind<Item> }) {
  const t = useAdminT();
  return (
    <ItemScreenOf
      source={kind.read.item}
      title={t(`${kind.texts}.view`)}
      itemTitle={(item) => item.title}
      status={useLoadStatus(kind)}
    >
      {(item) => <MediaKindDetails kind={kind} item={item} />}
    </ItemScreenOf>
  );
}

/** A kind's four screens, for its routes. */
export function mediaKindScreens<Item extends MediaItem>(kind: MediaKind<Item>) {
  return {
    List: () => <MediaKindList kind={kind} />,
    Add: () => <MediaKindAdd kind={kind} />,
    Edit: () => <MediaKindEdit kind={kind} />,
    View: () => <MediaKindView kind={kind} />,
  };
}
