import { type FamilyTheme, type FamilyThemeName, familyThemes, authEndpoints } from '@young-minds/contracts';
import { readableFill, themeStore, useTheme } from '@young-minds/session';
import { Alert, PageTitle, focusRing, tokens } from '@young-minds/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useParentT } from '../../messages';
import { LoadStatus, Panel } from '../../shared/parts';
import { serverText } from '../../shared/serverText';
import { useEndpoint, useEndpointMutation, useLoaded } from '@young-minds/query';

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
 * Default Theme: the family's colour among `familyThemes` (each with text at 4.5:1 or better). The family's choice
 * is read from the server and saved there (it follows the family to every device); once saved it goes into the
 * session's theme store, whose CSS variables colour the parent area, the shell and the child area.
 */
export function DefaultTheme() {
  const t = useParentT();
  const current = useTheme((s) => s.name);
  // Themes are stored by their English name; each is shown in the page's language.
  const themeLabel = (name: string) =>
    familyThemes.some((theme) => theme.name === name) ? t(`theme.names.${name as FamilyThemeName}`) : name;
  const familyTheme = useEndpoint(authEndpoints.getFamilyTheme);
  const loaded = useLoaded([familyTheme], (theme) => theme);
  // The family's theme as the server has it is the one the page shows.
  useEffect(() => {
    if (familyTheme.data) themeStore.getState().setTheme(familyTheme.data);
  }, [familyTheme.data]);
  const save = useEndpointMutation(authEndpoints.setFamilyTheme, { invalidates: [authEndpoints.getFamilyTheme] });
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  async function choose(theme: FamilyTheme) {
    setResult(null);
    setSaving(true);
    try {
      const saved = await save.mutateAsync({ body: { name: theme.name } });
      themeStore.getState().setTheme(saved);
      setResult({ ok: true, text: t('theme.saved', { name: themeLabel(saved.name) }) });
    } catch (caught) {
      setResult({ ok: false, text: serverText(caught, t('theme.failed')) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <PageTitle>{t('theme.title')}</PageTitle>
      <LoadStatus loaded={loaded} loading={t('theme.loading')} failed={t('theme.loadFailed')}>
        {() => (
          <Panel>
            {result ? (
              <Alert variant={result.ok ? 'success' : 'danger'} role={result.ok ? 'status' : 'alert'}>
                {result.text}
              </Alert>
            ) : null}
            <fieldset
              style={{ border: 'none', margin: 0, padding: 0 }}
              disabled={saving}
              aria-busy={saving || undefined}
            >
              <legend style={{ fontWeight: 700, marginBlockEnd: tokens.space.sm }}>{t('theme.choose')}</legend>
              <Choices>
                {familyThemes.map((theme) => (
                  <Choice
                    key={theme.name}
                    style={{ background: readableFill(theme.color, theme.textColor), color: theme.textColor }}
                  >
                    <input
                      type="radio"
                      name="theme"
                      value={theme.name}
                      checked={current === theme.name}
                      onChange={() => void choose(theme)}
                    />
                    {themeLabel(theme.name)}
                  </Choice>
                ))}
              </Choices>
            </fieldset>
            <p>{t('theme.current', { name: themeLabel(current) })}</p>
          </Panel>
        )}
      </LoadStatus>
    </>
  );
}
