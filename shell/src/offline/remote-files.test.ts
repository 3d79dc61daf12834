import manifest from './fixtures/mfe-child.mf-manifest.json';
import { manifestUrlOf, remoteFilesOf } from './remote-files';

const manifestUrl = 'https://young-minds.example/remotes/child/mf-manifest.json';
const folder = 'https://young-minds.example/remotes/child/';

describe("reading a remote's files from its mf-manifest.json", () => {
  it("lists the manifest, the remote entry and every expose's and shared module's chunks (a real build's)", () => {
    const files = remoteFilesOf(manifest, manifestUrl);
    expect(files.slice(0, 2)).toEqual([manifestUrl, `${folder}remoteEntry.js`]);
    expect(files).toEqual(
      expect.arrayContaining([
        `${folder}static/js/async/__federation_expose_App.4cbf167acb.js`, // the expose, sync
        `${folder}static/js/async/l.5a47781667.js`, // the expose, async
        `${folder}static/js/async/4.246706fa7c.js`, // react-dom, shared
        `${folder}static/js/async/7.5f6f189f13.js`, // react, shared
      ]),
    );
    expect(files).toHaveLength(2 + 3 + 3 + 2 + 1);
    expect(new Set(files).size).toBe(files.length);
  });

  it('takes CSS too, and an explicit publicPath over the manifest folder', () => {
    const withCss = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'https://cdn.example/child/' },
      exposes: [
        { assets: { js: { sync: ['a.1234abcd.js'], async: [] }, css: { sync: [], async: ['b.1234abcd.css'] } } },
      ],
      shared: [],
    };
    expect(remoteFilesOf(withCss, manifestUrl)).toEqual([
      manifestUrl,
      `${folder}remoteEntry.js`,
      'https://cdn.example/child/a.1234abcd.js',
      'https://cdn.example/child/b.1234abcd.css',
    ]);
  });

  it('refuses a document that is not a manifest', () => {
    expect(() => remoteFilesOf({ message: 'Not found.' }, manifestUrl)).toThrow(/not a Module Federation manifest/);
  });

  it("finds a remote's manifest beside the entry /remotes.json names, relative to where that file is", () => {
    const remotes = { mfe_child: '/remotes/child/remoteEntry.js' };
    expect(manifestUrlOf(remotes, 'mfe_child', 'https://young-minds.example/remotes.json')).toBe(manifestUrl);
    expect(manifestUrlOf(remotes, 'mfe_admin', 'https://young-minds.example/remotes.json')).toBeUndefined();
  });
});
