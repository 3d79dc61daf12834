// Issue 34, accounts that can be recovered, as a new family would live it on a phone: register in the browser,
// open the confirmation email from the outbox (DATA_DIR/outbox/*.eml) and confirm — the parent area's banner goes;
// forget the password on /forgot-password, choose a new one from the emailed link, log in with it — the session
// the browser had before is over. axe-core finds nothing serious on the pages of the links.
import { seriousAxeViolations } from './axe';
import { linkTo, waitForEmail } from './outbox';
import { useJourneys } from './stack';

jest.setTimeout(180_000);

describe('accounts that can be recovered (issue 34)', () => {
  // A phone; bypassCSP: axe-core is injected as an inline script.
  const journeys = useJourneys({ viewport: { width: 390, height: 844 }, isMobile: true, bypassCSP: true });
  const { url } = journeys;

  it('when a family registers, confirms from the email, forgets and resets the password, then the new one works and the old session ended', async () => {
    const { page, stack } = journeys;
    const email = `recover-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;

    // Register in the browser.
    await page.goto(url('/register'), { waitUntil: 'networkidle' });
    await page.getByLabel('Full name', { exact: true }).fill('Recovering Parent');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Phone', { exact: true }).fill('+1 555 0100');
    await page.getByLabel('Password', { exact: true }).fill('first-pass-1');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.waitForURL(/\/parent/);
    const banner = page.getByText(/Please confirm your email address/);
    await banner.waitFor();

    // The confirmation email, opened from the outbox.
    const confirmation = await waitForEmail(stack, email, 'verify-email');
    expect(confirmation.html).toContain('dir="ltr"');
    await page.goto(url(linkTo(confirmation, '/verify-email')), { waitUntil: 'networkidle' });
    await page.getByText('Thank you! Your email address is confirmed.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Go to your parent area' }).click();
    await page.waitForURL(/\/parent/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await banner.count()).toBe(0);
    const oldSession = await page.evaluate(() => localStorage.getItem('young-minds-session'));

    // Forgot the password: /login links to /forgot-password, whose answer is the same for every address.
    const other = await journeys.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      bypassCSP: true,
    });
    const phone = await other.newPage();
    await phone.goto(url('/login'), { waitUntil: 'networkidle' });
    await phone.getByRole('link', { name: 'Forgot your password?' }).click();
    await phone.waitForURL(/\/forgot-password/);
    // The address changes before the screen does (its chunk may still be coming, the login form still shown with an
    // Email field of its own): type once the screen's own button is there.
    await phone.getByRole('button', { name: 'Send me a link' }).waitFor();
    await phone.getByLabel('Email', { exact: true }).fill(email);
    const asked = phone.waitForResponse((response) => response.url().endsWith('/api/auth/forgot-password'));
    await phone.getByRole('button', { name: 'Send me a link' }).click();
    expect((await asked).status()).toBe(200);
    await phone
      .getByText('If an account uses this address, we have sent it a link to choose a new password.')
      .waitFor();
    expect(await seriousAxeViolations(phone)).toEqual([]);

    const reset = await waitForEmail(stack, email, 'reset-password');
    await phone.goto(url(linkTo(reset, '/reset-password')), { waitUntil: 'networkidle' });
    await phone.getByLabel('New password', { exact: true }).fill('second-pass-2');
    await phone.getByLabel('Type the new password again', { exact: true }).fill('second-pass-2');
    expect(await seriousAxeViolations(phone)).toEqual([]);
    await phone.getByRole('button', { name: 'Save the new password' }).click();
    await phone.getByText('Your password is changed. Please log in with your new password.').waitFor();

    // The link is spent: opened again, it says so and offers to ask again.
    await phone.goto(url(linkTo(reset, '/reset-password')), { waitUntil: 'networkidle' });
    await phone.getByLabel('New password', { exact: true }).fill('third-pass-3');
    await phone.getByLabel('Type the new password again', { exact: true }).fill('third-pass-3');
    await phone.getByRole('button', { name: 'Save the new password' }).click();
    await phone.getByRole('link', { name: 'Ask for a new link' }).waitFor();

    // The new password logs in; the old one does not.
    await phone.goto(url('/login'), { waitUntil: 'networkidle' });
    await phone.getByLabel('Email', { exact: true }).fill(email);
    await phone.getByLabel('Password', { exact: true }).fill('first-pass-1');
    await phone.getByRole('button', { name: 'Log In' }).click();
    await phone.getByText('Invalid email or password.').waitFor();
    await phone.getByLabel('Password', { exact: true }).fill('second-pass-2');
    await phone.getByRole('button', { name: 'Log In' }).click();
    await phone.waitForURL(/\/parent/);
    await other.close();

    // The first browser's session was ended by the reset.
    const token = (JSON.parse(oldSession ?? '{}') as { state?: { token?: string } }).state?.token;
    const me = await fetch(url('/api/auth/me'), { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
  });
});
