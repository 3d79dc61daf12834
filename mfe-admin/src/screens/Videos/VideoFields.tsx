import { type ReactNode, useEffect } from 'react';
import styled from 'styled-components';
import {
  type Category,
  type ContentLanguage,
  type Video,
  mediaKindFormats,
  videoMessages,
  videoUpdateFiles,
  videoUploadFiles,
} from '@young-minds/contracts';
import { FileField, Input, SelectField, TextAreaField, tokens } from '@young-minds/ui';
import { messages, useAdminT } from '../../messages';
import {
  ContentFlagFields,
  type ContentFlagValues,
  contentFlagTexts,
  contentFlagsOf,
  defaultContentFlags,
} from '../ContentFlags/ContentFlagFields';
import { ContentLanguageField, defaultContentLanguage } from '../ContentFlags/ContentLanguageField';
import {
  type FormErrors,
  type ItemLoadStatusProps,
  Thumb,
  useCategoryList,
  mediaUrl,
  palette,
  withServerReason,
} from '../../shared';

/** Where the video screens lead. */
export const videoPaths = {
  list: '/admin/videos',
  add: '/admin/manage-videos/add',
  view: (id: number | string) => `/admin/manage-videos/view/${id}`,
  edit: (id: number | string) => `/admin/manage-videos/edit/${id}`,
} as const;

/** What the Add and Edit forms hold. `video` is a list because a Series upload picks several files. */
export interface VideoFormValues extends ContentFlagValues {
  title: string;
  description: string;
  /** The category's id as the select holds it ('' until one is chosen). */
  category: string;
  thumbnail: File | null;
  video: File[];
  /** Optional WebVTT captions (a new file replaces the current one on Edit). */
  captions: File | null;
  language: ContentLanguage;
}

export const emptyVideoForm: VideoFormValues = {
  title: '',
  description: '',
  category: '',
  ...defaultContentFlags,
  language: defaultContentLanguage,
  thumbnail: null,
  video: [],
  captions: null,
};

export const videoFormValuesOf = (video: Video): VideoFormValues => ({
  ...emptyVideoForm,
  title: video.title,
  description: video.description,
  category: String(video.category_id),
  ...contentFlagsOf(video),
  language: video.language,
});

/** The multipart text fields both calls read (the schema checks the same). */
export const videoFields = (values: VideoFormValues) => ({
  title: values.title.trim(),
  description: values.description.trim(),
  category: values.category,
  ...contentFlagTexts(values),
  language: values.language,
});

/** The file rules: the contract's (required on Add, optional on Edit), named as the server names them. */
export function videoFileRules(adding: boolean) {
  const files = adding ? videoUploadFiles : videoUpdateFiles;
  return {
    thumbnail: { field: files.thumbnail, label: 'Thumbnail', missing: videoMessages.thumbnailRequired },
    video: { field: files.video, label: 'Video file', missing: videoMessages.videoRequired },
    // Optional on both: never missing.
    captions: { field: files.captions, label: 'Captions', missing: '' },
  };
}

/** The form's failure: 'Failed to upload video.' and why. */
export const videoFailure = (lead: 'videos.uploadFailed' | 'videos.updateFailed') => (caught: unknown) =>
  withServerReason(messages.t(lead), caught, ' ');

/** How Edit and View show the video on its way, or why it did not come. */
export function useVideoLoadStatus(): Omit<ItemLoadStatusProps, 'state'> {
  const t = useAdminT();
  return {
    loadingLabel: t('videos.item.loading'),
    notFound: videoMessages.notFound,
    failure: (error) => t('videos.item.failed', { reason: error }),
    back: { to: videoPaths.list, label: t('videos.back') },
  };
}

/** The categories for the select; the failure is 'Failed to fetch categories' with the server's reason. */
export function useCategoryOptions() {
  const answer = useCategoryList();
  const { isError, error } = answer;
  useEffect(() => {
    if (isError) console.error('[admin] categories failed to load:', error);
  }, [isError, error]);
  return {
    categories: isError ? noCategories : (answer.data?.data ?? noCategories),
    loading: answer.isPending,
    error: isError ? withServerReason(messages.t('videos.categoriesFailed'), error) : null,
  };
}

const noCategories: Category[] = [];

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

export interface VideoFieldsProps {
  values: VideoFormValues;
  errors: FormErrors<VideoFormValues>;
  onChange: (values: Partial<VideoFormValues>) => void;
  categories: Category[];
  categoriesLoading: boolean;
  /** Add: both files required. Edit: optional, the current ones stay. */
  filesRequired: boolean;
  /** Series picks several video files. */
  multipleVideos?: boolean;
  /** Edit shows the thumbnail the video has now. */
  currentThumbnail?: string;
  /** Edit: whether the video has captions now (a new file replaces them). */
  hasCaptions?: boolean;
  /** Shown between Thumbnail and Video File (Add's Video Type). */
  beforeVideoFile?: ReactNode;
}

/** Title, Description, Category, Thumbnail and Video File, labelled as the spec names them, and optional captions. */
export function VideoFields({
  values,
  errors,
  onChange,
  categories,
  categoriesLoading,
  filesRequired,
  multipleVideos = false,
  currentThumbnail,
  hasCaptions = false,
  beforeVideoFile,
}: VideoFieldsProps) {
  const t = useAdminT();
  return (
    <>
      <Input
        label={t('videos.title')}
        name="title"
        value={values.title}
        error={errors.title}
        required
        maxLength={200}
        onChange={(event) => onChange({ title: event.target.value })}
      />
      <TextAreaField
        label={t('videos.description')}
        name="description"
        value={values.description}
        error={errors.description}
        required
        rows={5}
        onChange={(event) => onChange({ description: event.target.value })}
      />
      <SelectField
        label={t('videos.category')}
        name="category"
        value={values.category}
        error={errors.category}
        required
        aria-busy={categoriesLoading || undefined}
        onChange={(event) => onChange({ category: event.target.value })}
      >
        <option value="">{t('form.selectCategory')}</option>
        {categories.map((category) => (
          <option key={category.id} value={String(category.id)}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <ContentFlagFields values={values} onChange={onChange} />
      <ContentLanguageField value={values.language} onChange={(language) => onChange({ language })} />
      {currentThumbnail ? (
        <Current>
          <CurrentThumb src={mediaUrl(currentThumbnail)} alt={t('form.currentThumbnail')} />
          {/* The image's alt text says the same to screen readers. */}
          <figcaption aria-hidden="true">{t('form.currentThumbnail')}</figcaption>
        </Current>
      ) : null}
      <FileField
        label={t('videos.thumbnail')}
        name="thumbnail"
        accept="image/*"
        required={filesRequired}
        error={errors.thumbnail}
        hint={filesRequired ? mediaKindFormats.image : t('videos.keepThumbnail')}
        onFiles={(files) => onChange({ thumbnail: files[0] ?? null })}
      />
      {beforeVideoFile}
      <FileField
        label={t('videos.file')}
        name="video"
        accept="video/*"
        multiple={multipleVideos}
        required={filesRequired}
        error={errors.video}
        hint={filesRequired ? mediaKindFormats.video : t('videos.keepVideo')}
        onFiles={(files) => onChange({ video: files })}
      />
      <FileField
        label={t('videos.captions')}
        name="captions"
        accept=".vtt,text/vtt"
        error={errors.captions}
        hint={hasCaptions ? t('videos.keepCaptions') : t('videos.captionsHint')}
        onFiles={(files) => onChange({ captions: files[0] ?? null })}
      />
    </>
  );
}
