import { type ContentLanguage, contentLanguageValues } from '@young-minds/contracts';
import { SelectField } from '@young-minds/ui/forms';
import { useAdminT } from '../../messages';

/** A new item is English, as the server stores it when the field is left out. */
export const defaultContentLanguage: ContentLanguage = 'en';

/** The label of a content language: 'English', 'Arabic', 'Arabic and English'. */
function useContentLanguageLabel(): (language: ContentLanguage) => string {
  const t = useAdminT();
  return (language) => t(`contentLanguage.${language}`);
}

export interface ContentLanguageFieldProps {
  value: ContentLanguage;
  onChange: (language: ContentLanguage) => void;
}

/**
 * "Language" (English / Arabic / Arabic and English) of a video, book, quiz or worksheet: the child area lists
 * a child's own language first and reads the item aloud in a matching voice.
 */
export function ContentLanguageField({ value, onChange }: ContentLanguageFieldProps) {
  const t = useAdminT();
  const label = useContentLanguageLabel();
  return (
    <SelectField
      label={t('contentLanguage.label')}
      name="language"
      value={value}
      hint={t('contentLanguage.hint')}
      onChange={(event) => {
        const language = contentLanguageValues.find((known) => known === event.target.value);
        if (language) onChange(language);
      }}
    >
      {contentLanguageValues.map((language) => (
        <option key={language} value={language}>
          {label(language)}
        </option>
      ))}
    </SelectField>
  );
}

/** The language as a row of a view screen's details list: "Language: Arabic and English". */
export function ContentLanguageDetail({ language }: { language: ContentLanguage }) {
  const t = useAdminT();
  const label = useContentLanguageLabel();
  return (
    <>
      <dt>{t('contentLanguage.label')}</dt>
      <dd>{label(language)}</dd>
    </>
  );
}
