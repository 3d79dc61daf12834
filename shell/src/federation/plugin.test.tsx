import { remoteFailurePlugin, type RemoteFailure } from './plugin';

describe('remoteFailurePlugin', () => {
  it('reports each failure and returns nothing, so the error reaches the area error boundary', async () => {
    const failures: RemoteFailure[] = [];
    const plugin = remoteFailurePlugin((failure) => failures.push(failure));
    const error = new Error('manifest 404');
    const hook = plugin.errorLoadRemote as (args: {
      id: string;
      error: unknown;
      lifecycle: string;
      from: string;
      origin: unknown;
    }) => unknown;
    expect(
      await hook({ id: 'mfe_public/App', error, lifecycle: 'afterResolve', from: 'runtime', origin: {} }),
    ).toBeUndefined();
    expect(failures).toEqual([{ id: 'mfe_public/App', lifecycle: 'afterResolve', error }]);
    expect(plugin.name).toBe('young-minds-remote-failure');
  });
});
