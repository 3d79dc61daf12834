// Issue 34, the family's emails end-to-end against the real stack: a family pays and finds the receipt in the
// outbox; the parent turns the weekly note on in the browser, an admin sends the week's notes now, the note
// arrives, and its unsubscribe link, opened in a browser with nobody logged in, stops it.
// The emails are read from DATA_DIR/outbox/*.eml, written by the outbox sender's file transport.
import { adminEmail, useAdminJourneys } from './admin';
import { linkTo, waitForEmail } from './outbox';
import { registerParent, storeSession } from './stack';

jest.setTimeout(120_000);

describe('the family emails end-to-end', () => {
  const journeys = useAdminJourneys();

  it('when a family pays, then its receipt with the total reaches the parent, and never an admin', async () => {
    const session = await registerParent(journeys.stack, 'Receipt Family');
    const parentEmail = String(session.user.email);
    const receipt = await waitForEmail(journeys.stack, parentEmail, 'receipt');
    expect(receipt.subject).toMatch(/^Your Young Minds receipt YM-\d{6}$/);
    expect(receipt.text).toContain('Amount paid: $119.94');
    expect(receipt.text).toContain('Plan: Pro');
    expect(linkTo(receipt, '/parent/subscription')).toBe('/parent/subscription');
    expect(parentEmail).not.toBe(adminEmail);
  });

  it('when the parent turns the weekly note on and an admin sends now, then it arrives; its link stops it without login', async () => {
    const { page } = journeys;
    const session = await registerParent(journeys.stack, 'Weekly Family');
    const parentEmail = String(session.user.email);
    const added = await journeys.callApi<{ id: number }>(
      'POST',
      '/api/parent/add-child',
      { name: 'Maryam', age: 8, username: `maryam${Date.now().toString(36)}`, password: 'child-pass-1', avatar: 'owl' },
      session.token,
    );
    expect(added.status).toBe(201);

    // The parent, in the browser, on the child's page.
    await storeSession(page, journeys.stack, session);
    await page.goto(journeys.url(`/parent/children/${added.body.id}`), { waitUntil: 'networkidle' });
    const toggle = page.getByRole('switch', { name: 'Weekly email about Maryam', exact: true });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(false);
    // The switch shows the saved value: it turns on once the service has answered (`check()` expects it at once).
    await toggle.click();
    await page.getByText('You will receive the weekly email about Maryam.', { exact: true }).waitFor();
    expect(await toggle.isChecked()).toBe(true);

    const sent = await journeys.callApi<{ message: string; queued: number }>('POST', '/api/admin/digests/send');
    expect(sent.status).toBe(200);
    expect(sent.body.queued).toBeGreaterThanOrEqual(1);

    const note = await waitForEmail(journeys.stack, parentEmail, 'weekly-note');
    expect(note.subject).toBe("Maryam's week on Young Minds");
    expect(note.text).toContain('Minutes learned: 0 of a 120-minute goal');
    expect(note.header('List-Unsubscribe')).toContain('/unsubscribe?token=');
    const unsubscribe = linkTo(note, '/unsubscribe');

    // Nobody logged in: the link alone stops it.
    await page.goto(journeys.url('/remotes.json'));
    await page.evaluate(() => localStorage.clear());
    await page.goto(journeys.url(unsubscribe), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Stop the weekly email', exact: true }).click();
    await page
      .getByText('Done: you will no longer receive the weekly email about this child.', { exact: true })
      .waitFor();

    const child = await journeys.callApi<{ weekly_digest: boolean }>(
      'GET',
      `/api/parent/children/${added.body.id}`,
      undefined,
      session.token,
    );
    expect(child.body.weekly_digest).toBe(false);
  });
});
