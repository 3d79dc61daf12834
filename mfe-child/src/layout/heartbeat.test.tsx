import { act, render } from '@testing-library/react';
import { api } from '@young-minds/api-client';
import { learningTimeEndpoints } from '@young-minds/contracts';
import { LearningTime, useOpenItem } from './heartbeat';

let visibility: DocumentVisibilityState = 'visible';
let beats: jest.SpyInstance;

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** The bodies of the heartbeats sent so far. */
const sent = () =>
  beats.mock.calls.filter(([endpoint]) => endpoint === learningTimeEndpoints.heartbeat).map(([, input]) => input.body);

function Player({ id }: { id: number | null }) {
  useOpenItem('video', id);
  return null;
}

beforeEach(() => {
  jest.useFakeTimers();
  visibility = 'visible';
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  beats = jest.spyOn(api, 'call').mockResolvedValue({ creditedSeconds: 0, todaySeconds: 0 });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the learning-time heartbeat', () => {
  it('when the area is open and visible, then it beats at once and every 30 s', () => {
    render(<LearningTime />);
    expect(sent()).toEqual([{}]);
    act(() => jest.advanceTimersByTime(29_000));
    expect(sent()).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1_000));
    act(() => jest.advanceTimersByTime(30_000));
    expect(sent()).toHaveLength(3);
  });

  it('when the page is hidden, then no beat goes out until it is visible again', () => {
    render(<LearningTime />);
    setVisibility('hidden');
    act(() => jest.advanceTimersByTime(120_000));
    expect(sent()).toHaveLength(1);
    setVisibility('visible');
    expect(sent()).toHaveLength(2);
    act(() => jest.advanceTimersByTime(30_000));
    expect(sent()).toHaveLength(3);
  });

  it('when a player is open, then the beats name its item; when it closes, they name nothing again', () => {
    const { rerender } = render(
      <LearningTime>
        <Player id={3} />
      </LearningTime>,
    );
    act(() => jest.advanceTimersByTime(30_000));
    expect(sent().at(-1)).toEqual({ contentType: 'video', contentId: 3 });
    rerender(
      <LearningTime>
        <Player id={null} />
      </LearningTime>,
    );
    act(() => jest.advanceTimersByTime(30_000));
    expect(sent().at(-1)).toEqual({});
  });

  it('when the area closes, then the beats stop', () => {
    const { unmount } = render(<LearningTime />);
    unmount();
    act(() => jest.advanceTimersByTime(90_000));
    expect(sent()).toHaveLength(1);
  });
});
