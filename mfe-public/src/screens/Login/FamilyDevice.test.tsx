import { screen, waitFor, within } from '@testing-library/react';
import {
  type FamilyDeviceChild,
  familyDeviceHeader,
  familyDeviceUnknownMessage,
  pictureCodeNeededMessage,
  pictureLoginLockedMessage,
  wrongPictureCodeMessage,
} from '@young-minds/contracts';
import { loginResponses } from '@young-minds/mocks';
import { FAMILY_DEVICE_STORAGE_KEY, familyDeviceMark, keepFamilyDeviceMark, sessionStore } from '@young-minds/session';
import { fakeSpeech } from '@young-minds/ui/testing';
import { HttpResponse, http } from 'msw';
import { renderAt, setUpMockServer } from '../testing';

const server = setUpMockServer();
const device = { id: 7, token: 'family-device-token' };
const family: FamilyDeviceChild[] = [
  { id: 3, name: 'Yusuf', avatar: 'falcon', hasPictureCode: true },
  { id: 5, name: 'Maryam', avatar: null, hasPictureCode: false },
];

/**
 * The family device's two calls as the service answers them: the tiles for the device's token, and a picture
 * login whose code for Yusuf is moon, star, sun. The shared mocks answer these calls too; here each case's answer
 * (the lock, a parent who did not allow, a removed device) is in the test, without five wrong tries first.
 */
function familyDeviceServer(answers: { login?: () => Response } = {}) {
  const logins: unknown[] = [];
  server.use(
    http.get('*/api/family-device/children', ({ request }) =>
      request.headers.get(familyDeviceHeader) === device.token
        ? HttpResponse.json(family)
        : HttpResponse.json({ message: familyDeviceUnknownMessage }, { status: 401 }),
    ),
    http.post('*/api/auth/child-picture-login', async ({ request }) => {
      const body = (await request.json()) as { pictures: string[] };
      logins.push(body);
      if (answers.login) return answers.login();
      return body.pictures.join() === 'moon,star,sun'
        ? HttpResponse.json({ token: loginResponses.child.token, user: loginResponses.child.user })
        : HttpResponse.json({ message: wrongPictureCodeMessage }, { status: 400 });
    }),
  );
  return { logins };
}

async function tapPictures(user: ReturnType<typeof renderAt>['user'], ...names: string[]) {
  const pad = screen.getByRole('group', { name: 'Tap your three pictures' });
  for (const name of names) await user.click(within(pad).getByRole('button', { name }));
}

describe("Login on the family device: Who's learning?", () => {
  let speech: ReturnType<typeof fakeSpeech>;
  beforeEach(() => {
    keepFamilyDeviceMark(device);
    speech = fakeSpeech();
  });
  afterEach(() => {
    localStorage.removeItem(FAMILY_DEVICE_STORAGE_KEY);
    speech.remove();
  });

  it('when the browser is the family device, then /login shows the children as picture tiles and a way to the usual form', async () => {
    familyDeviceServer();
    const { user } = renderAt('/login');
    expect(await screen.findByRole('heading', { name: "Who's learning?" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yusuf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Maryam' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Log in with email or username' }));
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: "Back to the children's pictures" }));
    expect(await screen.findByRole('button', { name: 'Yusuf' })).toBeInTheDocument();
  });

  it('when a child taps their tile and their three pictures, then their name is spoken, the pictures are announced and the child area opens', async () => {
    const { logins } = familyDeviceServer();
    const { user } = renderAt('/login');
    await user.click(await screen.findByRole('button', { name: 'Yusuf' }));
    expect(speech.texts()).toEqual(['Yusuf! Tap your three pictures.']);
    expect(screen.getByRole('heading', { name: 'Yusuf, tap your three pictures' })).toHaveFocus();
    const pad = screen.getByRole('group', { name: 'Tap your three pictures' });
    expect(
      within(pad)
        .getAllByRole('button')
        .map((key) => key.getAttribute('aria-label')),
    ).toEqual(['moon', 'star', 'sun', 'tree', 'flower', 'fish', 'bird', 'apple', 'book']);
    await tapPictures(user, 'moon', 'star');
    expect(screen.getByText('Chosen: moon, star.')).toBeInTheDocument();
    await tapPictures(user, 'sun');

    expect(await screen.findByTestId('location')).toHaveTextContent('/child');
    expect(logins).toEqual([{ deviceToken: device.token, childId: 3, pictures: ['moon', 'star', 'sun'] }]);
    expect(sessionStore.getState()).toMatchObject({ userRole: 'child', token: loginResponses.child.token });
  });

  it('when the pictures are wrong, then the kind words show with a picture and are spoken, and the pad is cleared', async () => {
    familyDeviceServer();
    const { user } = renderAt('/login');
    await user.click(await screen.findByRole('button', { name: 'Yusuf' }));
    await tapPictures(user, 'tree', 'fish', 'book');
    expect(await screen.findByRole('alert')).toHaveTextContent(wrongPictureCodeMessage);
    expect(speech.texts().at(-1)).toBe(wrongPictureCodeMessage);
    expect(screen.getByText('No pictures chosen yet.')).toBeInTheDocument();
    expect(sessionStore.getState().token).toBeNull();
    // The child tries again on the same pad.
    await tapPictures(user, 'moon', 'star', 'sun');
    expect(await screen.findByTestId('location')).toHaveTextContent('/child');
  });

  it('when the child is locked after too many tries, then the lock words show with the clock and the pad closes', async () => {
    familyDeviceServer({
      login: () => HttpResponse.json({ message: pictureLoginLockedMessage }, { status: 429 }),
    });
    const { user } = renderAt('/login');
    await user.click(await screen.findByRole('button', { name: 'Yusuf' }));
    await tapPictures(user, 'moon', 'moon', 'moon');
    expect(await screen.findByRole('alert')).toHaveTextContent(pictureLoginLockedMessage);
    expect(speech.texts().at(-1)).toBe(pictureLoginLockedMessage);
    expect(screen.queryByRole('group', { name: 'Tap your three pictures' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: "Who's learning?" })).toHaveFocus();
  });

  it('when a child without a code taps their tile, then it tries no pictures; a parent who did not allow it gets kind words', async () => {
    const { logins } = familyDeviceServer({
      login: () => HttpResponse.json({ message: pictureCodeNeededMessage }, { status: 403 }),
    });
    const { user } = renderAt('/login');
    await user.click(await screen.findByRole('button', { name: 'Maryam' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(pictureCodeNeededMessage);
    expect(logins).toEqual([{ deviceToken: device.token, childId: 5, pictures: [] }]);
    expect(speech.texts()).toEqual(['Maryam', pictureCodeNeededMessage]);
  });

  it('when a child was given a code after the tiles loaded, then tapping asks for the pictures', async () => {
    familyDeviceServer({
      login: () => HttpResponse.json({ message: wrongPictureCodeMessage }, { status: 400 }),
    });
    const { user } = renderAt('/login');
    await user.click(await screen.findByRole('button', { name: 'Maryam' }));
    expect(await screen.findByRole('group', { name: 'Tap your three pictures' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(speech.texts().at(-1)).toBe('Maryam! Tap your three pictures.');
  });

  it('when the device was removed, then the tiles forget its token and the usual login shows', async () => {
    keepFamilyDeviceMark({ id: 7, token: 'removed-device' });
    familyDeviceServer();
    renderAt('/login');
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Who's learning?" })).not.toBeInTheDocument();
    expect(familyDeviceMark()).toBeNull();
  });

  it('when the picture login says the device is unknown, then the token is forgotten and the usual login shows', async () => {
    familyDeviceServer({
      login: () => HttpResponse.json({ message: familyDeviceUnknownMessage }, { status: 401 }),
    });
    const { user } = renderAt('/login');
    await user.click(await screen.findByRole('button', { name: 'Yusuf' }));
    await tapPictures(user, 'moon', 'star', 'sun');
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    await waitFor(() => expect(familyDeviceMark()).toBeNull());
  });
});
