import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { defineMessages } from '@young-minds/i18n';
import { Accordion, Alert, Button, Drawer, Input, PasswordInput, Spinner, uiCatalogs } from '.';

// Components render inside an area's messages boundary; this one holds only the ui package's own texts.
const messages = defineMessages({ en: async () => ({}) }, { include: [uiCatalogs] });
beforeAll(() => messages.load());

describe('ui primitives', () => {
  it('Alert: danger is role=alert, success is role=status', () => {
    render(
      <>
        <Alert variant="danger">Bad</Alert>
        <Alert variant="success">Good</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Bad');
    expect(screen.getByRole('status')).toHaveTextContent('Good');
  });

  it('Spinner is a busy status with a label', () => {
    render(<Spinner label="Loading posts" />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading posts')).toBeInTheDocument();
  });

  it('Input ties its label; Button defaults to type=button', () => {
    render(
      <form>
        <Input label="Name" error="Name is required." />
        <Button>Go</Button>
      </form>,
    );
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required.');
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('type', 'button');
  });

  it('PasswordInput shows and hides the password', async () => {
    const user = userEvent.setup();
    render(
      <messages.MessagesBoundary>
        <PasswordInput label="Password" />
      </messages.MessagesBoundary>,
    );
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('Accordion opens one panel at a time, by keyboard too', async () => {
    const user = userEvent.setup();
    render(<Accordion items={[{ id: 'a', title: 'A?', content: 'Answer A' }, { id: 'b', title: 'B?', content: 'Answer B' }]} />);
    expect(screen.getByText('Answer A')).not.toBeVisible();
    screen.getByRole('button', { name: 'A?' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Answer A')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'B?' }));
    expect(screen.getByText('Answer A')).not.toBeVisible();
    expect(screen.getByRole('region', { name: 'B?' })).toBeVisible();
  });

  it('Drawer is a modal dialog: focus moves in, Escape and the backdrop close it', async () => {
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
    render(<Demo />);
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
