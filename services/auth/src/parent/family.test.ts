import {
  authEndpoints,
  childAvatarInvalidMessage,
  defaultFamilyTheme,
  familyThemeUnknownMessage,
  pinFormatMessage,
  todayIso,
  weeklyGoalInvalidMessage,
  wrongParentPasswordMessage,
} from '@young-minds/contracts';
import { serviceDatabases, insertSampleContent } from '@young-minds/db/testing';
import { bearer } from '@young-minds/service-kit/src/testing/harness';
import { type AuthHarness, type LoggedIn, addChild, loginAdmin, registerParent, startAuth } from '../test-support';

describe.each(serviceDatabases())("a parent's family and account on $name", ({ name }) => {
  let harness: AuthHarness;
  beforeAll(async () => {
    harness = await startAuth(name);
  });
  afterAll(() => harness.close());

  let files = 0;

  /** A child's footprint written as the content service writes it: progress, time, a quiz and a submitted file. */
  async function childActivity(childId: number) {
    files += 1;
    const content = await insertSampleContent(harness.db);
    const fileUrl = `/media/submissions/work-${files}-${Date.now()}.pdf`;
    const at = new Date('2026-03-02T08:00:00Z');
    const { LearningProgress, LearningTime, QuizSubmission, AssignmentSubmission } = harness.db.models;
    await LearningProgress.create({
      childId,
      contentType: 'quiz',
      contentId: content.quizId,
      completed: true,
      score: 80,
      lastSeenAt: at,
      timeSpentSeconds: 240,
    });
    await LearningTime.create({ childId, day: '2026-03-02', seconds: 240, lastBeatAt: at });
    await QuizSubmission.create({
      quizId: content.quizId,
      childId,
      score: 4,
      total: 5,
      answers: { [content.questionId]: 'C' },
      submittedAt: at,
    });
    await AssignmentSubmission.create({ assignmentId: content.assignmentId, childId, fileUrl, submittedAt: at });
    const activity = await harness.db.models.Activity.create({
      title: 'Sky Friends',
      prompt: 'Match each name to its picture',
      kind: 'match',
      content: '{}',
    });
    await harness.db.models.ActivityAttempt.create({
      activityId: activity.id,
      childId,
      score: 67,
      correct: 2,
      total: 3,
      stars: 2,
      seconds: 40,
      pairs: [{ choice: 'sun', target: 'p-sun' }],
      typed: [],
      submittedAt: at,
    });
    return { fileUrl };
  }

  async function rowsOfChild(childId: number) {
    const where = { where: { childId } };
    const { LearningProgress, LearningTime, QuizSubmission, AssignmentSubmission, ActivityAttempt } = harness.db.models;
    return (
      (await LearningProgress.count(where)) +
      (await LearningTime.count(where)) +
      (await QuizSubmission.count(where)) +
      (await AssignmentSubmission.count(where)) +
      (await ActivityAttempt.count(where))
    );
  }

  async function queued(url: string): Promise<boolean> {
    return (await harness.db.repos.mediaDeletions.pending(10_000)).some((row) => row.mediaUrl === url);
  }

  const login = (email: string, password: string) => harness.api().post('/api/auth/login').send({ email, password });

  describe('children', () => {
    it("when a parent adds a child with its settings and edits them, then the child's page shows them", async () => {
      const parent = await registerParent(harness);
      const added = await harness
        .api()
        .post('/api/parent/add-child')
        .set(bearer(parent))
        .send({
          name: 'Maryam',
          age: 4,
          username: `maryam${Date.now() % 100000}`,
          password: 'kidpass',
          avatar: 'rabbit',
          weekly_goal_minutes: 60,
          music_free_only: true,
        });
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({
        avatar: 'rabbit',
        weekly_goal_minutes: 60,
        age_band: '3-5',
        age_band_follows_age: true,
        music_free_only: true,
      });

      const edited = await harness.api().put(`/api/parent/children/${added.body.id}`).set(bearer(parent)).send({
        avatar: 'falcon',
        weekly_goal_minutes: 150,
        age_band: '6-8',
        music_free_only: false,
        password: 'newkidpass',
      });
      expect(edited.status).toBe(200);
      const reloaded = await harness.api().get(`/api/parent/children/${added.body.id}`).set(bearer(parent));
      expect(reloaded.body).toMatchObject({
        avatar: 'falcon',
        weekly_goal_minutes: 150,
        age_band: '6-8',
        age_band_follows_age: false,
        music_free_only: false,
      });
      expect((await login(added.body.username, 'newkidpass')).status).toBe(200);

      // Back to the band of the child's age.
      const derived = await harness
        .api()
        .put(`/api/parent/children/${added.body.id}`)
        .set(bearer(parent))
        .send({ age_band: null, age: 10 });
      expect(derived.body).toMatchObject({ age: 10, age_band: '9-12', age_band_follows_age: true });
    });

    it('when an edit has a photo url for the avatar or a goal out of range, then it is a 400 and nothing changes', async () => {
      const parent = await registerParent(harness);
      const child = await addChild(harness, parent, 'Bilal');
      for (const [patch, message] of [
        [{ avatar: '/media/photo.jpg' }, childAvatarInvalidMessage],
        [{ weekly_goal_minutes: 5 }, weeklyGoalInvalidMessage],
        [{ weekly_goal_minutes: 100_000 }, weeklyGoalInvalidMessage],
        [{ age_band: '13-18' }, 'The age band must be one of'],
      ] as const) {
        const response = await harness.api().put(`/api/parent/children/${child.id}`).set(bearer(parent)).send(patch);
        expect({ status: response.status, message: response.body.message }).toEqual({
          status: 400,
          message: expect.stringContaining(message),
        });
      }
      expect(await harness.db.repos.users.findById(child.id)).toMatchObject({
        avatar: 'owl',
        weeklyGoalMinutes: 120,
        ageBand: null,
      });
    });

    it('when a parent deletes a child, then every row of the child goes and its submitted file is queued for deletion', async () => {
      const parent = await registerParent(harness);
      const child = await addChild(harness, parent);
      const sibling = await addChild(harness, parent);
      const { fileUrl } = await childActivity(child.id);
      const kept = await childActivity(sibling.id);

      const removed = await harness.api().delete(`/api/parent/children/${child.id}`).set(bearer(parent));

      expect(removed.status).toBe(200);
      expect(await rowsOfChild(child.id)).toBe(0);
      expect(await queued(fileUrl)).toBe(true);
      expect(await rowsOfChild(sibling.id)).toBe(5);
      expect(await queued(kept.fileUrl)).toBe(false);
      expect((await harness.api().get('/api/auth/me').set(bearer(child))).status).toBe(401);
    });

    it('when the admin deletes a child, then the same rows go and its file is queued', async () => {
      const admin = await loginAdmin(harness);
      const parent = await registerParent(harness);
      const child = await addChild(harness, parent);
      const { fileUrl } = await childActivity(child.id);

      expect((await harness.api().delete(`/api/admin/children/${child.id}`).set(bearer(admin))).status).toBe(200);
      expect(await rowsOfChild(child.id)).toBe(0);
      expect(await queued(fileUrl)).toBe(true);
    });
  });

  describe('PIN, profile and theme', () => {
    it('when the parent sets a PIN with the right password, then the profile says so; null removes it', async () => {
      const parent = await registerParent(harness);
      const wrong = await harness
        .api()
        .put('/api/parent/pin')
        .set(bearer(parent))
        .send({ currentPassword: 'not-mine', pin: '1234' });
      expect({ status: wrong.status, message: wrong.body.message }).toEqual({
        status: 400,
        message: 'Current password is incorrect.',
      });
      for (const pin of ['123', '12345', '12a4', 1234]) {
        const response = await harness
          .api()
          .put('/api/parent/pin')
          .set(bearer(parent))
          .send({ currentPassword: parent.password, pin });
        expect({ pin, status: response.status, message: response.body.message }).toEqual({
          pin,
          status: 400,
          message: expect.stringContaining(pinFormatMessage),
        });
      }
      expect((await harness.api().get('/api/parent/profile').set(bearer(parent))).body.has_pin).toBe(false);

      const set = await harness
        .api()
        .put('/api/parent/pin')
        .set(bearer(parent))
        .send({ currentPassword: parent.password, pin: '0007' });
      expect(set.body).toEqual({ message: 'PIN saved.', has_pin: true });
      const stored = await harness.db.repos.users.findById(parent.id);
      expect(stored?.parentPinHash).toMatch(/^\$argon2id\$/);
      expect((await harness.api().get('/api/parent/profile').set(bearer(parent))).body.has_pin).toBe(true);
      // The parent's session carries on: a PIN is no password change.
      expect((await harness.api().get('/api/auth/me').set(bearer(parent))).status).toBe(200);

      const removed = await harness
        .api()
        .put('/api/parent/pin')
        .set(bearer(parent))
        .send({ currentPassword: parent.password, pin: null });
      expect(removed.body).toEqual({ message: 'PIN removed.', has_pin: false });
      expect((await harness.db.repos.users.findById(parent.id))?.parentPinHash).toBeNull();
    });

    it('when the parent edits the profile, then it is stored; an email of another account is a 409', async () => {
      const parent = await registerParent(harness, { name: 'Khadija' });
      const other = await registerParent(harness);

      const profile = await harness.api().get('/api/parent/profile').set(bearer(parent));
      expect(profile.body).toEqual({
        id: parent.id,
        name: 'Khadija',
        email: parent.email,
        phone: '+1 555 0100',
        has_pin: false,
        theme: defaultFamilyTheme,
      });

      const taken = await harness
        .api()
        .put('/api/parent/profile')
        .set(bearer(parent))
        .send({ name: 'K', email: other.email.toUpperCase(), phone: '555' });
      expect({ status: taken.status, message: taken.body.message }).toEqual({
        status: 409,
        message: 'An account with this email already exists.',
      });
      const newEmail = `khadija${Date.now()}@example.test`;
      const updated = await harness
        .api()
        .put('/api/parent/profile')
        .set(bearer(parent))
        .send({ name: 'Khadija B.', email: newEmail, phone: '+44 20 7946 0000' });
      expect(updated.body).toMatchObject({ name: 'Khadija B.', email: newEmail, phone: '+44 20 7946 0000' });
      expect((await login(newEmail, parent.password)).status).toBe(200);
      const bad = await harness
        .api()
        .put('/api/parent/profile')
        .set(bearer(parent))
        .send({ name: '', email: 'nope', phone: 'x' });
      expect(bad.status).toBe(400);
    });

    it('when the parent picks a theme, then the parent and the children read it; an unknown one is a 400', async () => {
      const parent = await registerParent(harness);
      const child = await addChild(harness, parent);
      const otherChild = await addChild(harness, await registerParent(harness));
      expect((await harness.api().get('/api/family/theme').set(bearer(child))).body).toEqual(defaultFamilyTheme);

      const set = await harness.api().put('/api/family/theme').set(bearer(parent)).send({ name: 'Forest' });
      expect(set.body).toEqual({ name: 'Forest', color: '#166534', textColor: '#FFFFFF' });
      expect((await harness.api().get('/api/family/theme').set(bearer(parent))).body.name).toBe('Forest');
      expect((await harness.api().get('/api/family/theme').set(bearer(child))).body.name).toBe('Forest');
      expect((await harness.api().get('/api/family/theme').set(bearer(otherChild))).body.name).toBe('Azure');

      const unknown = await harness.api().put('/api/family/theme').set(bearer(parent)).send({ name: 'Neon' });
      expect({ status: unknown.status, message: unknown.body.message }).toEqual({
        status: 400,
        message: expect.stringContaining(familyThemeUnknownMessage),
      });
      expect((await harness.api().put('/api/family/theme').set(bearer(child)).send({ name: 'Plum' })).status).toBe(403);
      expect((await harness.api().get('/api/family/theme').set(bearer(parent))).body.name).toBe('Forest');
    });
  });

  describe('password, export and deletion', () => {
    it('when the password changes, then other devices are logged out, the caller goes on, and only the new password logs in', async () => {
      const parent = await registerParent(harness);
      const otherDevice = authEndpoints.login.response.parse((await login(parent.email, parent.password)).body);

      const changed = await harness
        .api()
        .post('/api/auth/change-password')
        .set(bearer(parent))
        .send({ currentPassword: parent.password, newPassword: 'a-new-password' });

      expect(changed.status).toBe(200);
      const fresh = authEndpoints.changePassword.response.parse(changed.body);
      expect((await harness.api().get('/api/auth/me').set(bearer(fresh))).status).toBe(200);
      expect((await harness.api().get('/api/auth/me').set(bearer(otherDevice))).status).toBe(401);
      expect((await harness.api().get('/api/auth/me').set(bearer(parent))).status).toBe(401);
      expect((await login(parent.email, parent.password)).status).toBe(401);
      expect((await login(parent.email, 'a-new-password')).status).toBe(200);

      const wrong = await harness
        .api()
        .post('/api/auth/change-password')
        .set(bearer(fresh))
        .send({ currentPassword: 'not-it', newPassword: 'another-one' });
      expect({ status: wrong.status, message: wrong.body.message }).toEqual({
        status: 400,
        message: 'Current password is incorrect.',
      });
      expect((await harness.api().get('/api/auth/me').set(bearer(fresh))).status).toBe(200);
    });

    it("when the parent exports, then one JSON attachment holds the family's data and no hash or other family", async () => {
      const parent = await registerParent(harness, { name: 'Export Parent' });
      const child = await addChild(harness, parent, 'Hamza');
      const { fileUrl } = await childActivity(child.id);
      const other = await registerParent(harness);
      const othersChild = await addChild(harness, other, 'Not Ours');
      await childActivity(othersChild.id);
      // Issue 36: a memorised ayah and a recorded recitation (its file's path goes in the export).
      const key = { childId: child.id, surah: 112, ayah: 1 };
      await harness.db.repos.hifz.setStatus(key, 'memorized', { card: '{}', dueOn: '2026-03-05' });
      const recordedAt = new Date('2026-03-02T09:00:00.000Z');
      const recitation = { childId: child.id, surah: 112, ayahFrom: 1, ayahTo: 4, recordedAt, clientKey: null };
      await harness.db.repos.childRecitations.create({ ...recitation, audioUrl: '/media/voices/export.webm' });
      await harness
        .api()
        .put('/api/parent/pin')
        .set(bearer(parent))
        .send({ currentPassword: parent.password, pin: '1357' });

      const exported = await harness.api().get('/api/parent/export').set(bearer(parent));

      expect(exported.status).toBe(200);
      expect(exported.headers['content-type']).toContain('application/json');
      expect(exported.headers['content-disposition']).toBe(
        `attachment; filename="young-minds-family-${todayIso(harness.clock.now())}.json"`,
      );
      const data = authEndpoints.exportFamily.response.parse(exported.body);
      expect(data.account).toMatchObject({ id: parent.id, name: 'Export Parent', email: parent.email, has_pin: true });
      expect(data.children.map((row) => row.name)).toEqual(['Hamza']);
      expect(data.subscriptions).toEqual([expect.objectContaining({ plan_name: 'Pro', is_active: true })]);
      expect(data.payments).toEqual([
        expect.objectContaining({ status: 'succeeded', amount: 119.94, subscription_id: data.subscriptions[0]?.id }),
      ]);
      expect(data.learning_progress).toEqual([
        expect.objectContaining({ child_id: child.id, content_type: 'quiz', score: 80, time_spent_seconds: 240 }),
      ]);
      expect(data.learning_time).toEqual([{ child_id: child.id, day: '2026-03-02', seconds: 240 }]);
      expect(data.quiz_submissions).toEqual([expect.objectContaining({ child_id: child.id, score: 4, total: 5 })]);
      expect(data.assignment_submissions).toEqual([expect.objectContaining({ child_id: child.id, file_url: fileUrl })]);
      expect(data.activity_attempts).toEqual([
        expect.objectContaining({
          child_id: child.id,
          score: 67,
          stars: 2,
          pairs: [{ choice: 'sun', target: 'p-sun' }],
          submitted_at: '2026-03-02T08:00:00.000Z',
        }),
      ]);
      expect(data.hifz_ayahs).toEqual([
        {
          child_id: child.id,
          surah: 112,
          ayah: 1,
          status: 'memorized',
          due: '2026-03-05',
          last_reviewed_at: null,
          reviews: 0,
          lapses: 0,
        },
      ]);
      expect(data.child_recitations).toEqual([
        expect.objectContaining({
          child_id: child.id,
          surah: 112,
          ayah_from: 1,
          ayah_to: 4,
          recorded_at: '2026-03-02T09:00:00.000Z',
          kept: false,
          review_stars: null,
          file_url: '/media/voices/export.webm',
        }),
      ]);
      const text = JSON.stringify(exported.body);
      expect(text).not.toMatch(/argon2|password|pin_hash|token/i);
      expect(text).not.toContain('Not Ours');
    });

    it('when the password is wrong, then the account stays whole', async () => {
      const parent = await registerParent(harness);
      const child = await addChild(harness, parent);
      await childActivity(child.id);

      const refused = await harness
        .api()
        .delete('/api/parent/account')
        .set(bearer(parent))
        .send({ password: 'not-mine' });

      expect({ status: refused.status, message: refused.body.message }).toEqual({
        status: 400,
        message: wrongParentPasswordMessage,
      });
      expect(await harness.db.repos.users.findById(parent.id)).not.toBeNull();
      expect(await rowsOfChild(child.id)).toBe(5);
      expect((await harness.api().get('/api/auth/me').set(bearer(child))).status).toBe(200);
    });

    it('when the parent deletes the account, then every row and file of the family goes and every family token fails', async () => {
      const parent = await registerParent(harness);
      const child = await addChild(harness, parent);
      const sibling = await addChild(harness, parent);
      const { fileUrl } = await childActivity(child.id);
      const other = await registerParent(harness);
      const othersChild = await addChild(harness, other);
      const kept = await childActivity(othersChild.id);

      const deleted = await harness
        .api()
        .delete('/api/parent/account')
        .set(bearer(parent))
        .send({ password: parent.password });

      expect(deleted.status).toBe(200);
      expect(deleted.body.message).toBe("Your account and all of your family's data have been deleted.");
      const { User, Subscription, Payment } = harness.db.models;
      expect(await User.count({ where: { id: [parent.id, child.id, sibling.id] } })).toBe(0);
      expect(await Subscription.count({ where: { parentId: parent.id } })).toBe(0);
      expect(await Payment.count({ where: { parentId: parent.id } })).toBe(0);
      expect(await rowsOfChild(child.id)).toBe(0);
      expect(await queued(fileUrl)).toBe(true);
      for (const session of [parent, child, sibling] as LoggedIn[]) {
        expect((await harness.api().get('/api/auth/me').set(bearer(session))).status).toBe(401);
      }
      expect((await login(parent.email, parent.password)).status).toBe(401);
      // Another family is untouched.
      expect(await rowsOfChild(othersChild.id)).toBe(5);
      expect(await queued(kept.fileUrl)).toBe(false);
      expect((await harness.api().get('/api/auth/me').set(bearer(other))).status).toBe(200);
    });
  });
});
