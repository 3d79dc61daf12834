import { familyThemes } from '@young-minds/contracts';
import { themeStore, useTheme } from '@young-minds/session';
import { PageTitle, focusRing, tokens } from '@young-minds/ui';
import styled from 'styled-components';
import { useParentT } from '../../messages';
import { Panel } from '../../shared/parts';

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 150px), 1fr));
  gap: ${tokens.space.sm};
`;

const Choice = styled.label`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 64px;
  border-radius: ${tokens.radius.md};
  border: 3px solid transparent;
  font-weight: 800;
  cursor: pointer;
  input {
    position: absolute;
    inset: 0;
    opacity: 0;
    margin: 0;
    cursor: pointer;
  }
  &:has(input:checked) {
    border-color: ${tokens.color.text};
  }
  &:has(input:focus-visible) {
    ${focusRing}
  }
`;

/**
 * Default Theme: the family's colour among `familyThemes` (each with text at 4.5:1 or better), applied at once
 * through the theme's CSS variables. Kept in the session's theme store until the family-theme call arrives.
 */
export function DefaultTheme() {
  const t = useParentT();
  const current = useTheme((s) => s.name);
  return (
    <>
      <PageTitle>{t('theme.title')}</PageTitle>
      <Panel>
        <fieldset style={{ border: 'none', margin: 0, padding: 0 }}>
          <legend style={{ fontWeight: 700, marginBlockEnd: tokens.space.sm }}>{t('theme.choose')}</legend>
          <Choices>
            {familyThemes.map((theme) => (
              <Choice key={theme.name} style={{ background: theme.color, color: theme.textColor }}>
                <input
                  type="radio"
                  name="theme"
                  value={theme.name}
                  checked={current === theme.name}
                  onChange={() => themeStore.getState().setTheme(theme)}
                />
                {theme.name}
              </Choice>
            ))}
          </Choices>
        </fieldset>
        <p role="status">{t('theme.current', { name: current })}</p>
      </Panel>
    </>
  );
}
