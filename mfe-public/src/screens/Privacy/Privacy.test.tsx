import { act, screen, within } from '@testing-library/react';
import { recitationRetentionDays } from '@young-minds/contracts';
import { chooseLanguage } from '@young-minds/i18n';
import ar from './messages/ar.json';
import en from './messages/en.json';
import { renderAt, setUpMockServer } from '../testing';

setUpMockServer();
afterEach(() => chooseLanguage({ locale: 'en' }));

describe('the privacy notice', () => {
  it("when a parent opens it from the footer, then it says who hears a child's recitations, the export, and the deletions", async () => {
    const { user } = renderAt('/');
    // Beside the copyright, not among the spec's Quick Links (Home, About, Blog).
    const footerLinks = screen.getByRole('navigation', { name: 'Quick Links' });
    expect(within(footerLinks).queryByRole('link', { name: 'Privacy notice' })).toBeNull();
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy notice' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    const recitations = screen.getByRole('region', { name: "Your child's recitations" });
    const promises = within(recitations)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(promises).toEqual([
      expect.stringMatching(/^Only your family hears it, and the platform's admins when they need to/),
      "It is included in your family's data export.",
      "It is deleted when you delete your child's account.",
      `It is deleted ${recitationRetentionDays} days after it was recorded, unless you choose to keep it on your child's page.`,
    ]);
    expect(recitationRetentionDays).toBe(90);
  });

  it('when the page is in Arabic, then it says the same days in Arabic digits', async () => {
    await act(() => chooseLanguage({ locale: 'ar' }));
    renderAt('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: ar['privacy.title'] })).toBeInTheDocument();
    const recitations = screen.getByRole('region', { name: ar['privacy.recitations.title'] });
    expect(within(recitations).getByText(/^يُحذف بعد ٩٠ يومًا من تسجيله/)).toBeInTheDocument();
    expect(recitations).not.toHaveTextContent(en['privacy.recitations.export']);
  });
});
