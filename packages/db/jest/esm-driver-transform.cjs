// Jest transform for @appthreat/sqlite3, the SQLite driver: the package is ESM-only. Node 20.19+ can
// require() it natively, but jest's module registry cannot, so swc turns it into CommonJS like any test file.
// One snag: its files declare `const __dirname = …`, which collides with the `__dirname` parameter of the
// CommonJS module wrapper (SyntaxError). Renaming that identifier before swc runs is all it takes.
const { createTransformer: createSwcTransformer } = require('@swc/jest');

const renameDirname = (source) => source.replace(/\b__dirname\b/g, '__esmModuleDir');

module.exports = {
  createTransformer(swcOptions) {
    const swc = createSwcTransformer(swcOptions);
    return {
      ...swc,
      process: (source, file, options) => swc.process(renameDirname(source), file, options),
      processAsync: (source, file, options) => swc.processAsync(renameDirname(source), file, options),
      getCacheKey: (source, file, options) => swc.getCacheKey(renameDirname(source), file, options),
    };
  },
};
