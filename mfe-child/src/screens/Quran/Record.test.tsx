import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { resetOfflineState, setOnline } from '../../offline/testing';
import { fakeSpeech } from '../../shared/voice/fakeSpeech';
import { useVoiceSettings } from '../../shared/voice';
import { renderChild, setUpMockServer, turnOnReadToMe } from '../../testing';

const server = setUpMockServer();
resetOfflineState();

/** A WebM file's first bytes (the EBML header with DocType 'webm'): the server sniffs what it is sent. */
const webm = new Uint8Array(2048);
webm.set([
  0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3,
  0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02,
]);

/** A MediaRecorder that "records" a short WebM sound: what the browser's would hand over on stop. */
class FakeMediaRecorder {
  static isTypeSupported = (type: string) => type.startsWith('audio/webm');
  readonly mimeType: string;
  state: 'inactive' | 'recording' = 'inactive';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(_stream: unknown, options?: { mimeType?: string }) {
    this.mimeType = options?.mimeType ?? 'audio/webm';
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob([webm], { type: 'audio/webm' }) });
    this.onstop?.();
  }
}

const stopTrack = jest.fn();
let microphone: 'allowed' | 'refused' = 'allowed';
const getUserMedia = jest.fn(async () => {
  if (microphone === 'refused') throw new DOMException('Permission denied', 'NotAllowedError');
  return { getTracks: () => [{ stop: stopTrack }] };
});

/** What the server was sent: each recording's fields and its Idempotency-Key. */
function watchRecordings() {
  const sent: Array<{ key: string | null; fields: Record<string, string>; audioType: string }> = [];
  server.use(
    http.post('/api/child/recitations', async ({ request }) => {
      const form = await request.clone().formData();
      const fields: Record<string, string> = {};
      let audioType = '';
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') fields[name] = value;
        else audioType = value.type;
      }
      sent.push({ key: request.headers.get('Idempotency-Key'), fields, audioType });
      // Falls through to the mock, which keeps the recording.
      return undefined;
    }),
  );
  return sent;
}

beforeEach(() => {
  microphone = 'allowed';
  Object.assign(globalThis, { MediaRecorder: FakeMediaRecorder });
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'MediaRecorder');
  Reflect.deleteProperty(navigator, 'mediaDevices');
  useVoiceSettings.setState({ muted: false, readToMe: false });
  jest.clearAllMocks();
});

async function recordAyahs(user: ReturnType<typeof renderChild>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Use the microphone' }));
  await user.click(await screen.findByRole('button', { name: 'Record' }));
  expect(screen.getByText('Recording… Recite now!')).toHaveAttribute('role', 'status');
  await user.click(screen.getByRole('button', { name: 'Stop' }));
  expect(await screen.findByLabelText('Listen to your recording')).toBeInTheDocument();
}

describe('reciting to a parent', () => {
  it('before the microphone is asked for, then a picture and kind words (spoken) explain why', async () => {
    turnOnReadToMe();
    const speech = fakeSpeech();
    renderChild('/child/quran/112/record?from=1&to=2');
    const explained = 'To hear you recite, the app needs the microphone. Your phone will ask: tap Allow.';
    expect(await screen.findByText(explained)).toBeInTheDocument();
    expect(getUserMedia).not.toHaveBeenCalled();
    await waitFor(() => expect(speech.texts()).toContain(explained));
    speech.remove();
  });

  it('when the microphone is refused, then a clear message says what a grown-up can do', async () => {
    microphone = 'refused';
    const { user } = renderChild('/child/quran/112/record');
    await user.click(await screen.findByRole('button', { name: 'Use the microphone' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The microphone is off. Ask a grown-up to turn it on in the settings, then try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('when a range is recorded and sent, then the server has it with its ayahs, time and key', async () => {
    const sent = watchRecordings();
    const { user } = renderChild('/child/quran/112/record?from=2&to=3');
    expect(await screen.findByLabelText('From ayah')).toHaveValue('2');
    expect(screen.getByLabelText('To ayah')).toHaveValue('3');
    await user.selectOptions(screen.getByLabelText('To ayah'), '4');
    await recordAyahs(user);
    await user.click(screen.getByRole('button', { name: 'Send to Mum or Dad' }));
    expect(
      await screen.findByText('Sent! Mum or Dad will listen.', { selector: '[role="status"]' }),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
        fields: { surah: '112', ayahFrom: '2', ayahTo: '4', recordedAt: expect.any(String) },
        audioType: expect.stringMatching(/^audio\/webm/),
      },
    ]);
    await user.click(screen.getByRole('link', { name: 'My recordings' }));
    expect(await screen.findByRole('heading', { name: 'Al-Ikhlas, ayahs 2 to 4' })).toBeInTheDocument();
  });

  it('when offline, then the recording waits on the device and is sent once the connection is back', async () => {
    const sent = watchRecordings();
    setOnline(false);
    const { user } = renderChild('/child/quran/112/record?from=3&to=3');
    await recordAyahs(user);
    await user.click(screen.getByRole('button', { name: 'Send to Mum or Dad' }));
    expect(
      await screen.findByText('No internet now. Your recording is kept here and will be sent when you are online.', {
        selector: '[role="status"]',
      }),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'My recordings' }));
    const waiting = await screen.findByRole('list', { name: 'Waiting to send' });
    expect(within(waiting).getByRole('heading', { name: 'Al-Ikhlas, ayah 3' })).toBeInTheDocument();
    setOnline(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.fields).toMatchObject({ surah: '112', ayahFrom: '3', ayahTo: '3' });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Waiting to send' })).toBeNull());
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'My recordings' })).getByRole('heading', { name: 'Al-Ikhlas, ayah 3' }),
      ).toBeInTheDocument(),
    );
  });
});
