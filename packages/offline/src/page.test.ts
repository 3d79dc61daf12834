import { isControlledByWorker, onWorkerMessage, postToWorker } from './page';

function containerControlledBy(scriptURL: string | null) {
  const posted: unknown[] = [];
  const container = Object.assign(new EventTarget(), {
    controller: scriptURL ? { scriptURL, postMessage: (message: unknown) => posted.push(message) } : null,
  });
  return { container: container as unknown as ServiceWorkerContainer, posted };
}

describe("a page talking to the shell's worker", () => {
  it('posts to the worker only when ours controls the page', () => {
    const ours = containerControlledBy('https://young-minds.example/sw.js');
    expect(isControlledByWorker(ours.container)).toBe(true);
    expect(postToWorker({ type: 'session-changed' }, ours.container)).toBe(true);
    expect(ours.posted).toEqual([{ type: 'session-changed' }]);

    for (const other of [
      containerControlledBy(null),
      containerControlledBy('http://localhost:3004/mockServiceWorker.js'),
    ]) {
      expect(isControlledByWorker(other.container)).toBe(false);
      expect(postToWorker({ type: 'session-changed' }, other.container)).toBe(false);
      expect(other.posted).toEqual([]);
    }
  });

  it("hears the worker's flush-queue until it stops listening", () => {
    const { container } = containerControlledBy('https://young-minds.example/sw.js');
    const heard: unknown[] = [];
    const stop = onWorkerMessage((message) => heard.push(message), container);
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'flush-queue' } }));
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'something-else' } }));
    stop();
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'flush-queue' } }));
    expect(heard).toEqual([{ type: 'flush-queue' }]);
  });
});
