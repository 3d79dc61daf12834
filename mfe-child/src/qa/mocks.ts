/**
 * QA mode (`pnpm --filter @young-minds/mfe-child dev:mock`): every /api call is answered by the MSW service
 * worker with the handlers and fixtures of @young-minds/mocks, so the area runs without the services. The books of
 * every format (EPUB, DOCX, DOC besides the fixtures' PDFs) are added, so each reader can be tried.
 */
export async function startMocks(): Promise<void> {
  const [{ startMockWorker }, { seedReaderBooks }] = await Promise.all([
    import('@young-minds/mocks/browser'),
    import('@young-minds/mocks'),
  ]);
  seedReaderBooks();
  await startMockWorker();
}
