import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { defineMessages } from '@young-minds/i18n';
import { uiCatalogs } from '.';
import { Drawer } from './Drawer';

// Components render inside an area's messages boundary; this one holds only the ui package's own texts.
const messages = defineMessages({ en: async () => ({}) }, { include: [uiCatalogs] });
beforeAll(() => messages.load());

describe('Drawer', () => {
  it('is a modal dialog: focus moves in, Escape and the backdrop close it', async () => {
    const user = userEvent.setup();
    function Demo() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Open</button>
          <Drawer open={open} onClose={() => setOpen(false)} title="Menu">
            <a href="/x">Link</a>
          </Drawer>
        </>
      );
    }
    render(
      <messages.MessagesBoundary>
        <Demo />
      </messages.MessagesBoundary>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByTestId('drawer-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
