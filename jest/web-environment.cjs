// The web project's environment: jest-fixed-jsdom (jsdom with Node's fetch, Request, FormData and Blob, so msw
// works) plus Node's File. jsdom's own File is not a Blob to Node's FormData, which would send "[object File]"
// instead of the file's bytes; in a browser, FormData and File always belong together.
/** @type {typeof import('jest-environment-jsdom').default} */
const FixedJsdomEnvironment = require('jest-fixed-jsdom');

class WebEnvironment extends FixedJsdomEnvironment {
  /** @param {ConstructorParameters<typeof FixedJsdomEnvironment>} args */
  constructor(...args) {
    super(...args);
    this.global.File = File;
  }
}

module.exports = WebEnvironment;
