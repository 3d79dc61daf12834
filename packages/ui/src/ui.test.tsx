import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { defineMessages } from '@young-minds/i18n';
import { MemoryRouter } from '@young-minds/router/testing';
import { Alert, Button, ButtonLink, LeftToRight, Spinner, VisuallyHiddenTable, uiCatalogs } from '.';
import { Accordion } from './Accordion';
import { FileField, Input, PasswordInput, SelectField } from './forms';
import { ConfirmDialog } from './Modal';

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

  it('emails, phone numbers and addresses read left to right in every language; other text follows the page', () => {
    render(
      <>
        <Input label="Email" type="email" />
        <Input label="Phone" type="tel" />
        <Input label="Name" />
        <p>
          Call <LeftToRight>+44 20 7946 0000</LeftToRight>
        </p>
      </>,
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('dir');
    expect(screen.getByText('+44 20 7946 0000')).toHaveAttribute('dir', 'ltr');
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

  it('PasswordInput names its toggle in Arabic inside an Arabic boundary', async () => {
    const arabic = defineMessages({ en: async () => ({}) }, { include: [uiCatalogs] });
    const user = userEvent.setup();
    render(
      <arabic.MessagesBoundary locale="ar">
        <PasswordInput label="كلمة المرور" />
      </arabic.MessagesBoundary>,
    );
    await user.click(await screen.findByRole('button', { name: 'إظهار كلمة المرور' }));
    expect(screen.getByRole('button', { name: 'إخفاء كلمة المرور' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('Accordion opens one panel at a time, by keyboard too', async () => {
    const user = userEvent.setup();
    render(
      <Accordion
        items={[
          { id: 'a', title: 'A?', content: 'Answer A' },
          { id: 'b', title: 'B?', content: 'Answer B' },
        ]}
      />,
    );
    expect(screen.getByText('Answer A')).not.toBeVisible();
    screen.getByRole('button', { name: 'A?' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Answer A')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'B?' }));
    expect(screen.getByText('Answer A')).not.toBeVisible();
    expect(screen.getByRole('region', { name: 'B?' })).toBeVisible();
  });

  it('ConfirmDialog asks with the default words, keeps Tab inside, and Escape cancels back to where focus was', async () => {
    const user = userEvent.setup();
    const confirmed = jest.fn();
    function Demo() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Remove</button>
          <ConfirmDialog open={open} message="Are you sure?" onConfirm={confirmed} onCancel={() => setOpen(false)} />
        </>
      );
    }
    render(
      <messages.MessagesBoundary>
        <Demo />
      </messages.MessagesBoundary>,
    );
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('dialog', { name: 'Confirm Delete' })).toHaveTextContent('Are you sure?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
    expect(confirmed).not.toHaveBeenCalled();
  });

  it('fields tie label, control and note; a file field hands over the chosen files; ButtonLink is a link', async () => {
    const user = userEvent.setup();
    const onFiles = jest.fn();
    render(
      <MemoryRouter>
        <SelectField label="Category" error="Please choose a category.">
          <option value="">Select</option>
        </SelectField>
        <FileField label="Thumbnail" hint="An image" onFiles={onFiles} />
        <ButtonLink to="/admin/videos">Back</ButtonLink>
      </MemoryRouter>,
    );
    expect(screen.getByLabelText('Category')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription('Please choose a category.');
    expect(screen.getByLabelText('Thumbnail')).toHaveAccessibleDescription('An image');
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Thumbnail'), file);
    expect(onFiles).toHaveBeenCalledWith([file]);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admin/videos');
  });

  it('when a table is for screen readers only, then it keeps its rows and caption inside a box that clips it', () => {
    render(
      <VisuallyHiddenTable>
        <caption>Quiz scores</caption>
        <tbody>
          <tr>
            <th scope="row">Maryam</th>
            <td>80%</td>
          </tr>
        </tbody>
      </VisuallyHiddenTable>,
    );
    const table = screen.getByRole('table', { name: 'Quiz scores' });
    expect(screen.getByRole('rowheader', { name: 'Maryam' })).toBeInTheDocument();
    // A table is never narrower than its rows: the box around it is what is 1 px wide and clips.
    const box = table.parentElement!;
    expect(getComputedStyle(box)).toMatchObject({ position: 'absolute', width: '1px', overflow: 'hidden' });
  });
});
