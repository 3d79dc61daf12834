// Async boundary, so the federation runtime can negotiate the shared singletons first.
// QA mode (`dev:mock`, .env.mock): the MSW worker answers /api before the first render.
const ready =
  import.meta.env.PUBLIC_API_MOCKS === 'true'
    ? import('./qa/mocks').then(({ startMocks }) => startMocks())
    : Promise.resolve();
void ready.then(() => import('./bootstrap'));
