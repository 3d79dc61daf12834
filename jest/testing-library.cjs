// Web project: how long `findBy…` and `waitFor` wait for what a user would see. A screen's first render awaits
// its lazy chunk, which jest transforms on first use; on the two shared cores (the e2e stack builds the front
// ends meanwhile) that alone can pass Testing Library's 1 s default, and 5 s with a CI run beside other work. A
// missing element still fails, later.
const { configure } = require('@testing-library/dom');

configure({ asyncUtilTimeout: 15_000 });

// jsdom has no media playback (it logs "Not implemented" for every feedback sound): here media plays silently at
// once, as in a browser that allows it. Tests about playback spy on these.
/* global HTMLMediaElement, window */
if (typeof HTMLMediaElement !== 'undefined') {
  HTMLMediaElement.prototype.play = function play() {
    return Promise.resolve();
  };
  HTMLMediaElement.prototype.pause = function pause() {};
}
// Nor has it scrolling (the child area puts every new page at its top): a scroll does nothing here.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
