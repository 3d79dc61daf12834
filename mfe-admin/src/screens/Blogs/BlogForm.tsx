import styled from 'styled-components';
import { ApiError, api } from '@young-minds/api-client';
import {
  type Blog,
  blogBannerField,
  blogMessages,
  endpoints,
  mediaKindFormats,
  slugify,
  todayIso,
} from '@young-minds/contracts';
import { tokens } from '@young-minds/ui';
import { CheckboxField, FileField, Input, TextAreaField } from '@young-minds/ui/forms';
import { messages, useAdminT } from '../../messages';
import {
  AddScreen,
  CurrentFile,
  ItemScreen,
  NoticeBanner,
  Panel,
  UploadFormActions,
  dayOf,
  mediaUrl,
  palette,
  useResourceForm,
} from '../../shared';
import { blogPaths, useBlogLoadStatus } from './parts';

/** The form's values, named as the multipart fields (and so as the contract's schema reports them). */
interface Values {
  title: string;
  category: string;
  author: string;
  /** YYYY-MM-DD, as <input type="date"> holds it. */
  publish_date: string;
  description: string;
  banner_image: File | null;
  is_published: boolean;
}

/**
 * A new post is dated today as the server counts days (UTC), so a published post shows at once and never
 * lands a day early or late as 'Scheduled'.
 */
const newValues = (): Values => ({
  title: '',
  category: '',
  author: '',
  publish_date: todayIso(),
  description: '',
  banner_image: null,
  is_published: true,
});

function valuesOf(blog: Blog): Values {
  return {
    title: blog.title,
    category: blog.category ?? '',
    author: blog.author ?? '',
    publish_date: dayOf(blog.publish_date),
    description: blog.description,
    banner_image: null,
    is_published: blog.is_published,
  };
}

/** The multipart text fields the content service reads (the spec's names). */
const fields = (values: Values) => ({
  title: values.title.trim(),
  description: values.description,
  publish_date: values.publish_date,
  category: values.category.trim(),
  author: values.author.trim(),
  is_published: values.is_published ? 'true' : 'false',
});

/** The banner: required on Add, optional on Edit; named as the server names it. */
const fileRules = (required: boolean) => ({
  [blogBannerField]: {
    field: { kind: 'image' as const, required },
    label: 'The banner image',
    missing: blogMessages.bannerRequired,
  },
});

/** 'Failed to create blog: <the server's message>' (the lead alone when no answer could be read). */
const failureText = (lead: 'blogs.createFailed' | 'blogs.updateFailed') => (caught: unknown) =>
  caught instanceof ApiError && caught.message
    ? messages.t('list.failedWithReason', { lead: messages.t(lead), reason: caught.message })
    : messages.t(lead);

/**
 * The address the post will have: the slug of the title, or the post's current slug when the title still
 * gives it (the server keeps 'title-2' style slugs as long as the title does not change its base).
 */
function publicAddress(title: string, current?: string): string {
  const base = slugify(title);
  const keeps =
    current !== undefined &&
    (current === base || (current.startsWith(`${base}-`) && /^\d+$/.test(current.slice(base.length + 1))));
  return blogPaths.publicPage(keeps ? current : base);
}

const CurrentBanner = styled.img`
  display: block;
  width: 160px;
  max-width: 100%;
  height: 90px;
  object-fit: cover;
  border-radius: ${tokens.radius.sm};
  background: ${palette.raised};
`;

/** The fields, the checks, the upload with progress and cancel, then the list with the success notice. */
function BlogFormBody({ editing }: { editing?: Blog }) {
  const t = useAdminT();
  const form = useResourceForm({
    initial: editing ? () => valuesOf(editing) : newValues,
    schema: endpoints.blogs.create.body,
    fields,
    files: fileRules(!editing),
    send: (body, transfer) =>
      editing
        ? api.call(endpoints.blogs.update, { params: { id: editing.id }, body, ...transfer })
        : api.call(endpoints.blogs.create, { body, ...transfer }),
    done: (saved) => ({
      to: blogPaths.list,
      notice: { variant: 'success', text: saved.message || (editing ? blogMessages.updated : blogMessages.created) },
    }),
    failure: failureText(editing ? 'blogs.updateFailed' : 'blogs.createFailed'),
    logAs: 'blog save',
  });
  const { values, errors, change } = form;

  return (
    <Panel>
      <NoticeBanner notice={form.notice} onDismiss={form.dismiss} />
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit}>
        <Input
          label={t('blogs.title')}
          name="title"
          required
          value={values.title}
          error={errors.title}
          hint={
            values.title.trim()
              ? t('blogs.publicAddress', { address: publicAddress(values.title, editing?.slug) })
              : t('blogs.publicAddressHint')
          }
          onChange={(event) => change({ title: event.target.value })}
        />
        <Input
          label={t('blogs.category')}
          name="category"
          value={values.category}
          hint={t('blogs.optional')}
          onChange={(event) => change({ category: event.target.value })}
        />
        <Input
          label={t('blogs.author')}
          name="author"
          value={values.author}
          hint={editing ? t('blogs.authorHintEdit') : t('blogs.authorHintAdd')}
          onChange={(event) => change({ author: event.target.value })}
        />
        <Input
          label={t('blogs.publishDate')}
          name="publish_date"
          type="date"
          required
          value={values.publish_date}
          error={errors.publish_date}
          onChange={(event) => change({ publish_date: event.target.value })}
        />
        <TextAreaField
          label={t('blogs.description')}
          name="description"
          required
          rows={8}
          value={values.description}
          error={errors.description}
          onChange={(event) => change({ description: event.target.value })}
        />
        <FileField
          label={t('blogs.banner')}
          name={blogBannerField}
          accept="image/*"
          required={!editing}
          hint={mediaKindFormats.image}
          error={errors.banner_image}
          onFiles={(files) => change({ banner_image: files[0] ?? null })}
        />
        {editing ? (
          <CurrentFile image={<CurrentBanner src={mediaUrl(editing.banner_image)} alt={t('blogs.currentBanner')} />} />
        ) : null}
        <CheckboxField
          label={t('blogs.published')}
          name="is_published"
          checked={values.is_published}
          hint={t('blogs.publishedHint')}
          onChange={(event) => change({ is_published: event.target.checked })}
        />
        <UploadFormActions
          upload={form.upload}
          editing={editing !== undefined}
          label={t('blogs.create')}
          busyLabel={t('blogs.creating')}
          back={{ to: blogPaths.list, label: t('blogs.back') }}
        />
      </form>
    </Panel>
  );
}

/** Add Blog (/admin/manage-blogs/add). */
export function AddBlog() {
  const t = useAdminT();
  return (
    <AddScreen title={t('blogs.add')}>
      <BlogFormBody />
    </AddScreen>
  );
}

/** Edit Blog (/admin/manage-blogs/edit/:id): the stored post, saved with PUT (a new banner is optional). */
export function EditBlog() {
  const t = useAdminT();
  return (
    <ItemScreen endpoint={endpoints.blogs.get} title={t('blogs.edit')} status={useBlogLoadStatus()}>
      {(blog) => <BlogFormBody key={blog.id} editing={blog} />}
    </ItemScreen>
  );
}
