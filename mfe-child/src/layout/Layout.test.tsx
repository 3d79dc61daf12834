import { screen, waitFor } from '@testing-library/react';
import { endpoints, familySubscriptionEndedMessage } from '@young-minds/contracts';
import { translateMessage } from '@young-minds/contracts/messages';
import { errorHandlers, familyAccount, familyParent, loginResponses, mockPath } from '@young-minds/mocks';
import { HttpResponse, http } from 'msw';
import { THEME_VARIABLES, sessionStore } from '@young-minds/session';
import { renderChild, setUpMockServer } from '../testing';

const server = setUpMockServer();

describe('the child layout', () => {
  it('when any screen opens, then a big Home button and the family theme are there', async () => {
    familyAccount(familyParent.id).theme = 'Forest';
    renderChild('/child');
    const home = await screen.findByRole('link', { name: 'Home' });
    expect(home).toHaveAttribute('href', '/child');
    expect(screen.getByText('Hi, Yusuf!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('banner').parentElement!.style.getPropertyValue(THEME_VARIABLES.color)).toBe('#166534'),
    );
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('when the keyboard starts, then the first stop skips to the screen itself', async () => {
    const { user } = renderChild('/child');
    await screen.findByRole('link', { name: /Home/ });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    const main = document.getElementById(skip.getAttribute('href')!.slice(1));
    expect(main?.tagName).toBe('MAIN');
    expect(main).toHaveAttribute('tabindex', '-1');
  });

  it('when a parent handed the device over, then there is no Log out (the shell offers the way back)', async () => {
    sessionStore.getState().logIn(loginResponses.child, { handedOverBy: 'Fatima Khan' });
    renderChild('/child', { loggedIn: false });
    expect(await screen.findByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('when the family subscription has ended, then the child sees "ask your parent" and no content', async () => {
    server.use(errorHandlers.status('get', endpoints.videos.list, 403, familySubscriptionEndedMessage));
    renderChild('/child/video');
    expect(await screen.findByRole('heading', { name: 'Time to ask your parent' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Videos' })).toBeNull();
  });

  it('when the server words the refusal in Arabic (an Arabic reader’s request), then the gate still closes', async () => {
    const inArabic = translateMessage(familySubscriptionEndedMessage, 'ar');
    server.use(errorHandlers.status('get', endpoints.videos.list, 403, inArabic));
    renderChild('/child/video');
    expect(await screen.findByRole('heading', { name: 'Time to ask your parent' })).toBeInTheDocument();
  });

  it('when the subscription has ended, then no more learning-time beats are sent', async () => {
    let beats = 0;
    server.use(
      errorHandlers.status('get', endpoints.videos.list, 403, familySubscriptionEndedMessage),
      http.post(mockPath(endpoints.learningTime.heartbeat), () => {
        beats += 1;
        return HttpResponse.json({ creditedSeconds: 0, todaySeconds: 0 });
      }),
    );
    renderChild('/child/video');
    await screen.findByRole('heading', { name: 'Time to ask your parent' });
    const sent = beats;
    // Hidden and shown again: an open area would start a new stretch with a beat at once.
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(beats).toBe(sent);
    visibility.mockRestore();
  });
});
