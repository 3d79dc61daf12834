import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { serviceDatabases } from '@young-minds/db/testing';
import { composeEmail, createFileTransport } from '@young-minds/mail';
import { bearer } from '@young-minds/service-kit/src/testing/harness';
import { type AuthHarness, type LoggedIn, loginAdmin, registerParent, startAuth } from '../test-support';

describe.each(serviceDatabases())("a deleted family's emails on $name", ({ name }) => {
  let harness: AuthHarness;

  beforeAll(async () => {
    harness = await startAuth(name);
  });
  afterAll(() => harness.close());

  /**
   * Beside the confirmation email registration wrote, two emails to each parent: a receipt, and both written out as
   * .eml files (sent); then a weekly note still queued.
   */
  async function mailTo(parents: LoggedIn[]): Promise<void> {
    const outbox = harness.db.repos.emailOutbox;
    const email = (parent: LoggedIn, kind: string) =>
      composeEmail({ to: parent.email, language: 'en', kind, subject: kind, heading: kind, paragraphs: [kind] });
    await outbox.enqueue(parents.map((parent) => email(parent, 'receipt')));
    const transport = createFileTransport({ folder: harness.outboxFolder, from: 'Young Minds <no-reply@localhost>' });
    for (const sent of await outbox.claimDue(10, 60_000)) {
      await transport.send(sent);
      await outbox.markSent(sent.id);
    }
    await outbox.enqueue(parents.map((parent) => email(parent, 'weekly-note')));
  }

  const files = () => readdirSync(harness.outboxFolder).filter((file) => file.endsWith('.eml'));

  it('when a parent deletes the account or an admin deletes a parent, then their emails go, queued, sent and written, and no one else’s', async () => {
    const leaving = await registerParent(harness);
    const removed = await registerParent(harness);
    const staying = await registerParent(harness);
    await mailTo([leaving, removed, staying]);
    expect(files().filter((file) => file.endsWith('-receipt.eml'))).toHaveLength(3);
    expect(files()).toHaveLength(6);

    const deleted = await harness
      .api()
      .delete('/api/parent/account')
      .set(bearer(leaving))
      .send({ password: leaving.password });
    expect(deleted.status).toBe(200);
    const admin = await loginAdmin(harness);
    expect((await harness.api().delete(`/api/admin/parents/${removed.id}`).set(bearer(admin))).status).toBe(200);

    const outbox = harness.db.repos.emailOutbox;
    expect(await outbox.listTo(leaving.email)).toEqual([]);
    expect(await outbox.listTo(removed.email)).toEqual([]);
    expect((await outbox.listTo(staying.email)).map((row) => `${row.kind} ${row.status}`).sort()).toEqual([
      'receipt sent',
      'verify-email sent',
      'weekly-note pending',
    ]);
    expect(files()).toHaveLength(2);
    for (const file of files())
      expect(readFileSync(path.join(harness.outboxFolder, file), 'utf8')).toContain(`To: ${staying.email}`);
  });
});
