import { authEndpoints, emailLinkPaths, emailMessages } from '@young-minds/contracts';
import { serviceDatabases } from '@young-minds/db/testing';
import { bearer, from } from '@young-minds/service-kit/src/testing/harness';
import {
  type AuthHarness,
  addChild,
  adminEmail,
  loginAdmin,
  registerParent,
  startAuth,
  testAppUrl,
} from '../test-support';

/**
 * The emailed links: forgot/reset a password, confirm the address, the paused account's sign-in link. The emails
 * are read from the outbox the routes write them to (the sender is the delivery's business).
 */
describe.each(serviceDatabases())('emailed links on $name', ({ name }) => {
  let harness: AuthHarness;
  beforeAll(async () => {
    harness = await startAuth(name, { limits: { emailLinkPerEmail: 3, emailLinkPerIp: 6 } });
  });
  afterAll(() => harness.close());

  let clientCounter = 0;
  /** A fresh client address per test, so the per-address limit of one test does not reach another. */
  const client = () => from(`198.51.100.${(clientCounter += 1)}`);

  /** The emails to `address` of `kind`, newest first. */
  async function emailsTo(address: string, kind: string) {
    return (await harness.db.repos.emailOutbox.listTo(address)).filter((email) => email.kind === kind);
  }

  /** The token of the newest email of `kind` to `address`, from its link to `path`. */
  async function tokenFrom(address: string, kind: string, path: string): Promise<string> {
    const [newest] = await emailsTo(address, kind);
    const match = newest?.textBody.match(new RegExp(`${testAppUrl}${path}\\?token=([A-Za-z0-9_-]+)`));
    if (!match?.[1]) throw new Error(`no ${kind} link to ${address}`);
    return match[1];
  }

  const me = async (session: { token: string }) => {
    const response = await harness.api().get('/api/auth/me').set(bearer(session));
    return {
      status: response.status,
      user: response.status === 200 ? authEndpoints.me.response.parse(response.body).user : null,
    };
  };

  it('when a parent registers, then the confirmation email is in the outbox and the link confirms the address with the consent', async () => {
    const parent = await registerParent(harness, { subscribed: false });
    expect((await me(parent)).user?.emailVerified).toBe(false);
    const [email] = await emailsTo(parent.email, 'verify-email');
    expect(email).toMatchObject({ language: 'en', subject: 'Please confirm your email address' });
    expect(email?.htmlBody).toContain(`${testAppUrl}${emailLinkPaths.verifyEmail}?token=`);

    const token = await tokenFrom(parent.email, 'verify-email', emailLinkPaths.verifyEmail);
    const verified = await harness.api().post('/api/auth/verify-email').send({ token });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ message: emailMessages.emailVerified });
    expect((await me(parent)).user?.emailVerified).toBe(true);
    const stored = await harness.db.repos.users.findById(parent.id);
    expect(stored?.privacyConsentEmail).toBe(parent.email);
    expect(stored?.privacyConsentAt).toBeInstanceOf(Date);

    const again = await harness.api().post('/api/auth/verify-email').send({ token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(emailMessages.verifyLinkInvalid);
  });

  it('when a confirmed parent changes their address, then it is unconfirmed until the link sent to the new address is followed', async () => {
    const parent = await registerParent(harness, { subscribed: false });
    const first = await tokenFrom(parent.email, 'verify-email', emailLinkPaths.verifyEmail);
    expect((await harness.api().post('/api/auth/verify-email').send({ token: first })).status).toBe(200);
    expect((await me(parent)).user?.emailVerified).toBe(true);

    const newAddress = `moved-${parent.email}`;
    const changed = await harness
      .api()
      .put('/api/parent/profile')
      .set(bearer(parent))
      .send({ name: 'Moved Parent', email: newAddress.toUpperCase(), phone: '+1 555 0100' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: 'Moved Parent', email: newAddress });
    expect((await me(parent)).user?.emailVerified).toBe(false);
    expect(await emailsTo(parent.email, 'verify-email')).toHaveLength(1);

    const second = await tokenFrom(newAddress, 'verify-email', emailLinkPaths.verifyEmail);
    expect((await harness.api().post('/api/auth/verify-email').send({ token: second })).status).toBe(200);
    expect((await me(parent)).user?.emailVerified).toBe(true);
    expect((await harness.db.repos.users.findById(parent.id))?.privacyConsentEmail).toBe(newAddress);

    // Saving the profile with the same address changes nothing about the confirmation.
    const same = await harness
      .api()
      .put('/api/parent/profile')
      .set(bearer(parent))
      .send({ name: 'Moved Again', email: newAddress, phone: '+1 555 0100' });
    expect(same.status).toBe(200);
    expect((await me(parent)).user?.emailVerified).toBe(true);
    expect(await emailsTo(newAddress, 'verify-email')).toHaveLength(1);
  });

  it('when a parent asks to be sent the confirmation again, then a new link works, the old one not, and a confirmed parent is told so', async () => {
    const parent = await registerParent(harness, { subscribed: false });
    const first = await tokenFrom(parent.email, 'verify-email', emailLinkPaths.verifyEmail);
    const resent = await harness.api().post('/api/auth/verify-email/resend').set(client()).set(bearer(parent));
    expect(resent.body).toEqual({ message: emailMessages.verificationSent });
    const second = await tokenFrom(parent.email, 'verify-email', emailLinkPaths.verifyEmail);
    expect(second).not.toBe(first);
    expect((await harness.api().post('/api/auth/verify-email').send({ token: first })).status).toBe(400);
    expect((await harness.api().post('/api/auth/verify-email').send({ token: second })).status).toBe(200);

    const afterwards = await harness.api().post('/api/auth/verify-email/resend').set(client()).set(bearer(parent));
    expect(afterwards.status).toBe(200);
    expect(afterwards.body).toEqual({ message: emailMessages.alreadyVerified });
    expect(await emailsTo(parent.email, 'verify-email')).toHaveLength(2);
  });

  it('when someone asks for a reset link, then known and unknown addresses get the same answer and only the parent is emailed', async () => {
    const parent = await registerParent(harness);
    const known = await harness.api().post('/api/auth/forgot-password').set(client()).send({ email: parent.email });
    const unknown = await harness
      .api()
      .post('/api/auth/forgot-password')
      .set(client())
      .send({ email: 'nobody-here@example.test' });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.body).toEqual({ message: emailMessages.resetLinkSent });
    expect(unknown.body).toEqual(known.body);
    expect(await emailsTo(parent.email, 'reset-password')).toHaveLength(1);
    expect(await harness.db.repos.emailOutbox.listTo('nobody-here@example.test')).toEqual([]);
  });

  it('when a child has an email address on file, then asking for a reset link for it sends nothing', async () => {
    const parent = await registerParent(harness);
    const child = await addChild(harness, parent);
    await harness.db.repos.users.update(child.id, { email: `child${child.id}@example.test` });
    const asked = await harness
      .api()
      .post('/api/auth/forgot-password')
      .set(client())
      .send({ email: `child${child.id}@example.test` });
    expect(asked.body).toEqual({ message: emailMessages.resetLinkSent });
    expect(await harness.db.repos.emailOutbox.listTo(`child${child.id}@example.test`)).toEqual([]);
  });

  it('when the reset link is used, then the new password works, the old one and every session end, and the link is spent', async () => {
    const parent = await registerParent(harness);
    await harness.api().post('/api/auth/forgot-password').set(client()).send({ email: parent.email });
    const token = await tokenFrom(parent.email, 'reset-password', emailLinkPaths.resetPassword);

    const reset = await harness
      .api()
      .post('/api/auth/reset-password')
      .set(client())
      .send({ token, password: 'a-brand-new-password' });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: emailMessages.passwordReset });
    expect((await me(parent)).status).toBe(401);

    const oldLogin = await harness
      .api()
      .post('/api/auth/login')
      .send({ email: parent.email, password: parent.password });
    expect(oldLogin.status).toBe(401);
    const newLogin = await harness
      .api()
      .post('/api/auth/login')
      .send({ email: parent.email, password: 'a-brand-new-password' });
    expect(newLogin.status).toBe(200);

    const reused = await harness
      .api()
      .post('/api/auth/reset-password')
      .set(client())
      .send({ token, password: 'yet-another-password' });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(emailMessages.resetLinkInvalid);
  });

  it('when a reset link is older than an hour or was never sent, then it is refused with 400', async () => {
    const parent = await registerParent(harness);
    await harness.api().post('/api/auth/forgot-password').set(client()).send({ email: parent.email });
    const token = await tokenFrom(parent.email, 'reset-password', emailLinkPaths.resetPassword);
    harness.clock.advance(61 * 60_000);
    const expired = await harness
      .api()
      .post('/api/auth/reset-password')
      .set(client())
      .send({ token, password: 'a-brand-new-password' });
    expect(expired.status).toBe(400);
    const unknown = await harness
      .api()
      .post('/api/auth/reset-password')
      .set(client())
      .send({ token: 'not-a-token-we-sent', password: 'a-brand-new-password' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(emailMessages.resetLinkInvalid);
  });

  it('when one address asks for links past its budget, then 429 with Retry-After, for another address too from one client', async () => {
    const parent = await registerParent(harness);
    const sameClient = client();
    for (let i = 0; i < 3; i += 1) {
      const asked = await harness.api().post('/api/auth/forgot-password').set(client()).send({ email: parent.email });
      expect(asked.status).toBe(200);
    }
    const limited = await harness.api().post('/api/auth/forgot-password').set(client()).send({ email: parent.email });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await emailsTo(parent.email, 'reset-password')).toHaveLength(3);

    // Per client: 6 asks for different addresses, then the 7th is refused.
    for (let i = 0; i < 6; i += 1) {
      const asked = await harness
        .api()
        .post('/api/auth/sign-in-link')
        .set(sameClient)
        .send({ email: `spray${i}@example.test` });
      expect(asked.status).toBe(200);
    }
    const sprayed = await harness
      .api()
      .post('/api/auth/sign-in-link')
      .set(sameClient)
      .send({ email: 'spray-last@example.test' });
    expect(sprayed.status).toBe(429);
  });

  it('when the owner of a paused account asks for a sign-in link, then it logs them in once with a remembered device', async () => {
    const parent = await registerParent(harness);
    const asked = await harness.api().post('/api/auth/sign-in-link').set(client()).send({ email: parent.email });
    expect(asked.body).toEqual({ message: emailMessages.signInLinkSent });
    const token = await tokenFrom(parent.email, 'sign-in-link', emailLinkPaths.signInLink);

    const signedIn = await harness.api().post('/api/auth/sign-in-link/redeem').send({ token });
    expect(signedIn.status).toBe(200);
    const session = authEndpoints.signInWithLink.response.parse(signedIn.body);
    expect(session.user).toMatchObject({ id: parent.id, role: 'parent' });
    expect((await me(session)).status).toBe(200);
    // The remembered device's token lets its next login through as a login from a known device.
    const withDevice = await harness
      .api()
      .post('/api/auth/login')
      .send({ email: parent.email, password: parent.password, deviceToken: session.deviceToken });
    expect(withDevice.status).toBe(200);

    const again = await harness.api().post('/api/auth/sign-in-link/redeem').send({ token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(emailMessages.signInLinkInvalid);
  });

  it('when the admin forgets the password, then the admin is emailed a reset link too', async () => {
    await loginAdmin(harness);
    await harness.api().post('/api/auth/forgot-password').set(client()).send({ email: adminEmail });
    expect(await emailsTo(adminEmail, 'reset-password')).toHaveLength(1);
  });

  it('when a parent registers on an Arabic page, then the confirmation email is in Arabic', async () => {
    const address = `arabic-${Date.now()}@example.test`;
    const registered = await harness
      .api()
      .post('/api/auth/register')
      .set('Accept-Language', 'ar')
      .send({ name: 'Layla', phone: '+1 555 0100', email: address, password: 'secret12' });
    expect(registered.status).toBe(201);
    const [email] = await emailsTo(address, 'verify-email');
    expect(email).toMatchObject({ language: 'ar', subject: 'يُرجى تأكيد بريدك الإلكتروني' });
  });

  it('when the parent reads Arabic, then the email is in Arabic', async () => {
    const parent = await registerParent(harness);
    await harness.api().put('/api/auth/preferences').set(bearer(parent)).send({ locale: 'ar' });
    await harness.api().post('/api/auth/forgot-password').set(client()).send({ email: parent.email });
    const [email] = await emailsTo(parent.email, 'reset-password');
    expect(email?.language).toBe('ar');
    expect(email?.htmlBody).toContain('dir="rtl"');
    expect(email?.subject).toBe('اختر كلمة مرور جديدة لحسابك في Young Minds');
  });
});
