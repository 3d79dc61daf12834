import { screen, waitFor } from '@testing-library/react';
import { familyAccount, familyParent } from '@young-minds/mocks';
import { THEME_VARIABLES, contrastRatio, themeStore, themeStyleVariables } from '@young-minds/session';
import { familyThemes } from '@young-minds/contracts';
import { renderParent, setUpMockServer } from '../../testing';

setUpMockServer();

/** The parent area's frame, where the theme's CSS variables are set. */
function frame(): HTMLElement {
  return screen.getByRole('banner').parentElement!;
}

describe('Default Theme', () => {
  it('when a theme is chosen, then the server keeps it and the area takes its colours', async () => {
    const { user } = renderParent('/parent/defaulttheme');
    expect(await screen.findByRole('radio', { name: 'Azure' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Forest' }));
    expect(await screen.findByText('Saved. Every device of your family now uses Forest.')).toBeInTheDocument();
    expect(familyAccount(familyParent.id).theme).toBe('Forest');
    expect(themeStore.getState()).toMatchObject({ name: 'Forest', color: '#166534', textColor: '#FFFFFF' });
    expect(screen.getByText('Current theme: Forest')).toBeInTheDocument();
    expect(frame().style.getPropertyValue(THEME_VARIABLES.color)).toBe('#166534');
  });

  it("when the area opens on a new device, then the family's saved theme is applied", async () => {
    familyAccount(familyParent.id).theme = 'Ocean';
    renderParent('/parent');
    await waitFor(() => expect(frame().style.getPropertyValue(THEME_VARIABLES.color)).toBe('#1D4ED8'));
    expect(themeStore.getState().name).toBe('Ocean');
  });
});

describe('every theme a parent can pick', () => {
  it.each(familyThemes)('$name draws its text at 4.5:1 or more where the text sits (WCAG AA)', (theme) => {
    const variables = themeStyleVariables(theme);
    const fill = variables[THEME_VARIABLES.fill]!;
    expect(contrastRatio(fill, variables[THEME_VARIABLES.textColor]!)).toBeGreaterThanOrEqual(4.5);
    // The family's colour is shaded only when it must be.
    if (contrastRatio(theme.color, theme.textColor) >= 4.5) expect(fill).toBe(theme.color);
  });
});
