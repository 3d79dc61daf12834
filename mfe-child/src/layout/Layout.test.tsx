import { act, screen, waitFor } from '@testing-library/react';
import { familySubscriptionEndedMessage, learningTimeEndpoints, videoEndpoints } from '@young-minds/contracts';
import { translateMessage } from '@young-minds/contracts/messages';
import {
  errorHandlers,
  familyAccount,
  familyParent,
  loginResponses,
  mockPath,
  parentMockState,
} from '@young-minds/mocks';
import { HttpResponse, http } from 'msw';
import { THEME_VARIABLES, sessionStore } from '@young-minds/session';
import { VOICE_STORAGE_KEY } from '../shared/voice/settings';
import { useVoiceSettings } from '../shared/voice';
import { renderChild, setUpMockServer } from '../testing';
import { fakeSpeech } from '../shared/voice/fakeSpeech';

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
    server.use(errorHandlers.status('get', videoEndpoints.list, 403, familySubscriptionEndedMessage));
    renderChild('/child/video');
    expect(await screen.findByRole('heading', { name: 'Time to ask your parent' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Videos' })).toBeNull();
  });

  it('when the server words the refusal in Arabic (an Arabic reader’s request), then the gate still closes', async () => {
    const inArabic = translateMessage(familySubscriptionEndedMessage, 'ar');
    server.use(errorHandlers.status('get', videoEndpoints.list, 403, inArabic));
    renderChild('/child/video');
    expect(await screen.findByRole('heading', { name: 'Time to ask your parent' })).toBeInTheDocument();
  });

  it('when the subscription has ended, then no more learning-time beats are sent', async () => {
    let beats = 0;
    server.use(
      errorHandlers.status('get', videoEndpoints.list, 403, familySubscriptionEndedMessage),
      http.post(mockPath(learningTimeEndpoints.heartbeat), () => {
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

describe('Read to me, from the child’s profile', () => {
  let speech: ReturnType<typeof fakeSpeech>;
  beforeEach(() => {
    speech = fakeSpeech();
  });
  afterEach(() => speech.remove());

  /** Yusuf, the mock child (8): not read to unless his parent says so. */
  const yusuf = () => parentMockState.children.find((child) => child.id === loginResponses.child.user.id)!;

  it('when the parent chose nothing for a child of 8, then no screen speaks by itself', async () => {
    renderChild('/child/video');
    expect(await screen.findByRole('heading', { name: 'Videos', level: 1 })).toBeInTheDocument();
    // The overview answered (the home's stars come with it); still nothing said.
    await waitFor(() => expect(useVoiceSettings.getState().readToMe).toBe(false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(speech.texts()).toEqual([]);
  });

  it('when the parent turned Read to me on, then the layout sets it and a list reads its title on arrival', async () => {
    Object.assign(yusuf(), { read_to_me: true, read_to_me_follows_age: false });
    renderChild('/child/video');
    await waitFor(() => expect(speech.texts()).toEqual(['Videos']));
    expect(useVoiceSettings.getState().readToMe).toBe(true);
    // The device keeps only its sound switch: the next child's profile decides again.
    expect(localStorage.getItem(VOICE_STORAGE_KEY) ?? '').not.toContain('readToMe');
  });

  it('when Read to me is on, then a worksheet reads its title and its task aloud', async () => {
    Object.assign(yusuf(), { read_to_me: true, read_to_me_follows_age: false });
    renderChild('/child/assignments/1');
    expect(await screen.findByRole('heading', { name: 'Wudu Steps Worksheet' })).toBeInTheDocument();
    await waitFor(() => expect(speech.texts().at(-1)).toMatch(/^Wudu Steps Worksheet\. \S/));
  });

  it('when Read to me is on, then the profile says who it is, the stars and what to do', async () => {
    Object.assign(yusuf(), { read_to_me: true, read_to_me_follows_age: false });
    renderChild('/child/profile');
    await waitFor(() => expect(speech.texts().at(-1)).toMatch(/^Yusuf\. You have \d+ stars?! Choose your picture$/));
  });

  it('when the sound is off, then nothing is read even with Read to me on', async () => {
    useVoiceSettings.setState({ muted: true });
    Object.assign(yusuf(), { read_to_me: true, read_to_me_follows_age: false });
    renderChild('/child/downloads');
    expect(await screen.findByRole('heading', { name: 'My downloads', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(useVoiceSettings.getState().readToMe).toBe(true));
    expect(speech.texts()).toEqual([]);
    await act(async () => useVoiceSettings.setState({ muted: false }));
  });
});
