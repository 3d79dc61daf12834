import { screen, waitFor } from '@testing-library/react';
import { familyAccount, familyParent } from '@young-minds/mocks';
import { THEME_VARIABLES, themeStore } from '@young-minds/session';
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
