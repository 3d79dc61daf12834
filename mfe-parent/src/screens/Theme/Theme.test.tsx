import { screen } from '@testing-library/react';
import { themeStore } from '@young-minds/session';
import { renderParent, setUpMockServer } from '../../testing';

setUpMockServer();

describe('Default Theme', () => {
  it('when a theme is chosen, then it is kept and the area takes its colours', async () => {
    const { user } = renderParent('/parent/defaulttheme');
    expect(await screen.findByRole('radio', { name: 'Azure' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Forest' }));
    expect(themeStore.getState()).toMatchObject({ name: 'Forest', color: '#166534', textColor: '#FFFFFF' });
    expect(screen.getByText('Current theme: Forest')).toBeInTheDocument();
    const frame = screen.getByRole('banner').parentElement!;
    expect(frame.style.getPropertyValue('--theme-color')).toBe('#166534');
  });
});
