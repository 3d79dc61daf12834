import { loginResponses } from '@young-minds/mocks';
import { sessionStore } from '@young-minds/session';
import { http, HttpResponse } from 'msw';
import { setUpMockServer } from '../testing';
import { ownerOfSession } from './db';
import { deleteDownload, downloadItem } from './downloads';
import { offlineStatusStore } from './status';
import { installCacheStorage, resetOfflineState } from './testing';

// The downloads themselves are tested with their code (packages/offline/src/downloads.test.ts).
const server = setUpMockServer();
resetOfflineState();
const cacheStorage = installCacheStorage();

beforeEach(() => {
  sessionStore.getState().logIn(loginResponses.child);
  cacheStorage.clear();
  server.use(http.get('*/media/*', () => new HttpResponse('file', { headers: { 'Content-Length': '4' } })));
});

test("the logged-in child's downloads show in the area as they are made and deleted", async () => {
  const record = await downloadItem('video', 2);
  expect(offlineStatusStore.getState().downloads).toEqual([record]);

  await deleteDownload(record.key);
  expect(offlineStatusStore.getState().downloads).toEqual([]);
});

test("a child's owner on this device is the child's id from a real token", () => {
  const claims = btoa(JSON.stringify({ sub: 3, role: 'child' })).replace(/=+$/, '');
  sessionStore.getState().logIn({ ...loginResponses.child, token: `header.${claims}.signature` });
  expect(ownerOfSession()).toBe('id-3');
});
