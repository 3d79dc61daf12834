import { screen, waitFor, within } from '@testing-library/react';
import { blogEndpoints, planEndpoints, slugify } from '@young-minds/contracts';
import { blogs, errorHandlers } from '@young-minds/mocks';
import { arrivalState } from '@young-minds/ui';
import { renderAt, setUpMockServer } from './testing';
import { planSelection } from './Subscription';

const server = setUpMockServer();

describe('Home', () => {
  it('shows the hero, banner, About, Why Choose, features, the price card ($19.99/month, the plan page figure), How It Works and 3 blog posts from the API', async () => {
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Platform for Young Minds' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '#about');
    expect(screen.getAllByRole('link', { name: 'Subscribe' })[0]).toHaveAttribute('href', '/subscription');
    expect(
      within(document.getElementById('main-content')!).getByRole('heading', { name: 'About', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why Choose Young Minds' })).toBeInTheDocument();
    expect(screen.getByText('$19.99/month')).toBeInTheDocument();
    expect(screen.queryByText(/\$39/)).not.toBeInTheDocument();
    for (const step of ['Subscribe', 'Learn', 'Track'])
      expect(screen.getByRole('heading', { name: step, level: 3 })).toBeInTheDocument();
    expect(screen.getByText('Loading blog posts…')).toBeInTheDocument();
    const readMore = await screen.findAllByRole('link', { name: /^Read More/ });
    expect(readMore).toHaveLength(3);
    expect(screen.getByRole('img', { name: blogs[0]!.title })).toBeInTheDocument();
  });

  it('when the blog call fails, then loading ends and the rest of the page stays', async () => {
    server.use(errorHandlers.status('get', blogEndpoints.list, 503, 'down'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/');
    expect(await screen.findByText('No blog posts yet.')).toBeInTheDocument();
    expect(screen.queryByText('Loading blog posts…')).not.toBeInTheDocument();
  });

  it('when a page sends the visitor here with a notice (an account deleted), then it shows as a status message', async () => {
    const notice = "Your account and all of your family's data have been deleted.";
    renderAt('/', arrivalState(notice));
    expect(screen.getByText(notice)).toHaveAttribute('role', 'status');
    await screen.findAllByRole('link', { name: /^Read More/ });
  });
});

describe('Blog', () => {
  it('shows a loading state, then cards with image, title, summary and Read More to /blog/{slug}', async () => {
    renderAt('/blog');
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(blogs.length);
    const first = within(cards[0]!);
    expect(first.getByRole('img')).toHaveAttribute('alt', blogs[0]!.title);
    expect(first.getByRole('heading', { name: blogs[0]!.title })).toBeInTheDocument();
    expect(first.getByRole('link', { name: /Read More/ })).toHaveAttribute('href', `/blog/${slugify(blogs[0]!.title)}`);
  });

  it('when Read More is chosen, then the post opens; Back returns to the list', async () => {
    const { user } = renderAt('/blog');
    const [first] = await screen.findAllByRole('link', { name: /Read More/ });
    await user.click(first!);
    expect(await screen.findByRole('heading', { level: 1, name: blogs[0]!.title })).toBeInTheDocument();
    expect(screen.getByText(/Say Bismillah/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Back to Blog/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
  });

  it('when the slug matches no post, then it says Blog post not found with a back button', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderAt('/blog/no-such-post');
    expect(await screen.findByRole('heading', { name: 'Blog post not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Back to Blog/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
  });
});

describe('Subscription', () => {
  it.each(['/subscription', '/Subscriptions'])(
    '%s shows the Pro plan, $19.99/month, Most Popular, limits, features, banner and FAQ',
    async (path) => {
      renderAt(path);
      expect(await screen.findByText('$19.99/month')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Pro' })).toBeInTheDocument();
      expect(screen.getByText('Most Popular')).toBeInTheDocument();
      expect(screen.getByText('Up to 5 children')).toBeInTheDocument();
      expect(screen.getByText('6 months')).toBeInTheDocument();
      for (const feature of ['All Basic features', 'Unlimited device access', 'Priority support', 'Download content']) {
        expect(screen.getByText(feature)).toBeInTheDocument();
      }
      expect(screen.getByRole('region', { name: 'Upgrade to Pro' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Can I cancel anytime?' })).toBeInTheDocument();
    },
  );

  it('FAQ answers open and mention the 7-day money-back guarantee and unlimited devices', async () => {
    const { user } = renderAt('/subscription');
    const refund = await screen.findByRole('button', { name: 'Is there a money-back guarantee?' });
    expect(refund).toHaveAttribute('aria-expanded', 'false');
    await user.click(refund);
    expect(refund).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/7-day money-back guarantee/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'On how many devices can we learn?' }));
    expect(screen.getByText(/Unlimited devices/)).toBeVisible();
  });

  it.each(['Get Started', 'Subscribe Now'])(
    '%s goes to /register carrying the plan, today and today + 6 months',
    async (label) => {
      const { user } = renderAt('/subscription');
      await screen.findByText('$19.99/month');
      await user.click(screen.getByRole('button', { name: label }));
      const expected = planSelection({ name: 'Pro', duration_months: 6 });
      expect(await screen.findByText(`Pro plan: ${expected.startDate} to ${expected.endDate}`)).toBeInTheDocument();
      expect(expected.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    },
  );

  it('computes the dates as YYYY-MM-DD, end = start + 6 months', () => {
    expect(planSelection({ name: 'Pro', duration_months: 6 }, new Date('2026-08-31T12:00:00Z'))).toEqual({
      plan: 'Pro',
      startDate: '2026-08-31',
      endDate: '2027-02-28',
    });
  });

  it('when the plans are still on their way, then the Pro plan is drawn already, above the FAQ, and says it is being brought up to date', async () => {
    const plans = errorHandlers.pending('get', planEndpoints.listPlans);
    server.use(plans.handler);
    renderAt('/subscription');
    const card = await screen.findByRole('article', { name: 'Pro' });
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(within(card).getByText('$19.99/month')).toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent('Loading plans…');
    expect(screen.getByRole('button', { name: 'Can I cancel anytime?' })).toBeInTheDocument();
    plans.release();
    await waitFor(() => expect(card).not.toHaveAttribute('aria-busy'));
    expect(within(card).queryByRole('status')).not.toBeInTheDocument();
  });

  it('when the plans call fails, then the Pro plan still shows', async () => {
    server.use(errorHandlers.status('get', planEndpoints.listPlans, 503, 'down'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/subscription');
    expect(await screen.findByText('$19.99/month')).toBeInTheDocument();
  });
});

describe('static pages', () => {
  it('/Contact shows the form, contact information and office hours', async () => {
    renderAt('/Contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toBeInTheDocument();
    expect(await screen.findByText('Mon-Fri 9-5, Sat 10-4, Sun closed')).toBeInTheDocument();
  });

  it('/faqs shows five questions in an accordion', async () => {
    const { user } = renderAt('/faqs');
    const main = within(document.getElementById('main-content')!);
    const questions = main.getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(5);
    await user.click(questions[0]!);
    expect(questions[0]).toHaveAttribute('aria-expanded', 'true');
  });

  it('/about-islam teaches the five pillars and the six articles of faith, each with a line for parents', () => {
    renderAt('/about-islam');
    expect(screen.getByRole('heading', { level: 1, name: 'About Islam' })).toBeInTheDocument();
    const pillars = screen.getByRole('heading', { level: 2, name: 'The Five Pillars' });
    const faith = screen.getByRole('heading', { level: 2, name: 'The Six Articles of Faith' });
    const [pillarList, faithList] = within(document.getElementById('main-content')!).getAllByRole('list');
    expect(within(pillarList!).getAllByRole('listitem')).toHaveLength(5);
    expect(within(faithList!).getAllByRole('listitem')).toHaveLength(6);
    expect(within(faithList!).getByText('The angels:')).toBeInTheDocument();
    // The lists follow their headings, and every part ends with a line for parents.
    expect(pillars.compareDocumentPosition(pillarList!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(faith.compareDocumentPosition(faithList!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByText('For parents:')).toHaveLength(3);
  });

  it("/unauthorized shows 403 - Access Denied and You don't have permission to access this page.", () => {
    renderAt('/unauthorized');
    expect(screen.getByRole('heading', { name: '403 - Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
  });
});
