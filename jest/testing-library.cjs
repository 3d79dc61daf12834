// Web project: how long `findBy…` and `waitFor` wait for what a user would see. A screen's first render awaits
// its lazy chunk, which jest transforms on first use; on the two shared cores (the e2e stack builds the front
// ends meanwhile) that alone can pass Testing Library's 1 s default. A missing element still fails, later.
const { configure } = require('@testing-library/dom');

configure({ asyncUtilTimeout: 5_000 });
