import { type ContentAgeBand, contentAgeBands } from '@young-minds/contracts';
import { CheckboxField, SelectField } from '@young-minds/ui/forms';
import { useAdminT } from '../../messages';

/** The content flags as a form holds them (videos, books, quizzes and assignments carry both). */
export interface ContentFlagValues {
  ageBand: ContentAgeBand;
  musicFree: boolean;
}

/** A new item is for all ages and not marked music-free, as the server stores it when the fields are left out. */
export const defaultContentFlags: ContentFlagValues = { ageBand: 'all', musicFree: false };

/** The flags of a stored item, for its edit form. */
export const contentFlagsOf = (item: { age_band: ContentAgeBand; music_free: boolean }): ContentFlagValues => ({
  ageBand: item.age_band,
  musicFree: item.music_free,
});

/** As multipart text (the contract reads 'true' / 'false'). */
export const contentFlagTexts = ({ ageBand, musicFree }: ContentFlagValues) => ({
  age_band: ageBand,
  music_free: String(musicFree),
});

/** As a JSON body sends them. */
export const contentFlagJson = ({ ageBand, musicFree }: ContentFlagValues) => ({
  age_band: ageBand,
  music_free: musicFree,
});

/** The label of an age band: 'All ages', '3–5'… */
function useAgeBandLabel(): (band: ContentAgeBand) => string {
  const t = useAdminT();
  return (band) => t(`flags.ageBand.${band}`);
}

export interface ContentFlagFieldsProps {
  values: ContentFlagValues;
  onChange: (values: Partial<ContentFlagValues>) => void;
}

/** "Age group" (All ages / 3–5 / 6–8 / 9–12) and "Music-free (no musical instruments)": who the item is for. */
export function ContentFlagFields({ values, onChange }: ContentFlagFieldsProps) {
  const t = useAdminT();
  const bandLabel = useAgeBandLabel();
  return (
    <>
      <SelectField
        label={t('flags.ageGroup')}
        name="age_band"
        value={values.ageBand}
        hint={t('flags.ageGroupHint')}
        onChange={(event) => {
          const band = contentAgeBands.find((known) => known === event.target.value);
          if (band) onChange({ ageBand: band });
        }}
      >
        {contentAgeBands.map((band) => (
          <option key={band} value={band}>
            {bandLabel(band)}
          </option>
        ))}
      </SelectField>
      <CheckboxField
        label={t('flags.musicFree')}
        name="music_free"
        checked={values.musicFree}
        hint={t('flags.musicFreeHint')}
        onChange={(event) => onChange({ musicFree: event.target.checked })}
      />
    </>
  );
}

/** The flags as rows of a view screen's details list: "Age group: 3–5", "Music-free: Yes". */
export function ContentFlagDetails({ item }: { item: { age_band: ContentAgeBand; music_free: boolean } }) {
  const t = useAdminT();
  const bandLabel = useAgeBandLabel();
  return (
    <>
      <dt>{t('flags.ageGroup')}</dt>
      <dd>{bandLabel(item.age_band)}</dd>
      <dt>{t('flags.musicFreeShort')}</dt>
      <dd>{t(item.music_free ? 'flags.yes' : 'flags.no')}</dd>
    </>
  );
}
