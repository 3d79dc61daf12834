/**
 * QA mode (`pnpm --filter @young-minds/mfe-child dev:mock`): every /api call is answered by the MSW service
 * worker with the handlers and fixtures of @young-minds/mocks, so the area runs without the services.
 */
export async function startMocks(): Promise<void> {
  const { startMockWorker } = await import('@young-minds/mocks/browser');
  await startMockWorker();
}
