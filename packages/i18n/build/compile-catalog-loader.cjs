// @ts-check
// Rspack loader for `messages/<locale>.json`: compiles every ICU message at build time, so the browser needs only
// Lingui's runtime (no message parser). A message that does not parse fails the build with its id.
const { compileMessageOrThrow } = require('@lingui/message-utils/compileMessage');

/** @param {string} source */
module.exports = function compileCatalog(source) {
  /** @type {Record<string, unknown>} */
  const messages = JSON.parse(source);
  /** @type {Record<string, unknown>} */
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new Error(`${this.resourcePath}: message "${id}" is not a string`);
    try {
      compiled[id] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(
        `${this.resourcePath}: message "${id}" is not valid ICU: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return `export default ${JSON.stringify(compiled)};`;
};
