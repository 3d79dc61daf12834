import { ApiError } from '@young-minds/api-client';
import { loginResponses } from '@young-minds/mocks';
import { sessionStore } from '@young-minds/session';
import { http, HttpResponse } from 'msw';
import { setUpMockServer } from '../testing';
import { offlineDb } from './db';
import { sendHeartbeat } from './send';
import { offlineStatusStore } from './status';
import { resetOfflineState, setOnline } from './testing';

const server = setUpMockServer();
resetOfflineState();

beforeEach(() => {
  sessionStore.getState().logIn(loginResponses.child);
});

async function counted() {
  return (await offlineDb())!.getAll('learning');
}

describe('learning time without a connection', () => {
  it('counts each beat on the rhythm on the device, for the day and the open item', async () => {
    setOnline(false);
    await sendHeartbeat({ contentType: 'book', contentId: 2 }, false);
    await sendHeartbeat({ contentType: 'book', contentId: 2 }, true);
    await sendHeartbeat({ contentType: 'book', contentId: 2 }, true);
    expect(await counted()).toEqual([
      expect.objectContaining({ seconds: 60, contentType: 'book', contentId: 2, day: expect.any(String) }),
    ]);
    expect(offlineStatusStore.getState().waiting).toBe(1);
  });

  it('counts a beat that never got an answer, but not one the server refused', async () => {
    server.use(http.post('/api/child/heartbeat', () => HttpResponse.error(), { once: true }));
    await sendHeartbeat(null, true);
    expect(await counted()).toEqual([expect.objectContaining({ seconds: 30 })]);

    server.use(http.post('/api/child/heartbeat', () => HttpResponse.json({ message: 'No' }, { status: 403 })));
    await expect(sendHeartbeat(null, true)).rejects.toBeInstanceOf(ApiError);
    expect(await counted()).toEqual([expect.objectContaining({ seconds: 30 })]);
  });
});
