/** Jest globalTeardown of the e2e project: stops the stack global-setup.ts started, and removes its data. */
export default async function stopSharedStack(): Promise<void> {
  await globalThis.youngMindsE2eStack?.stop();
  globalThis.youngMindsE2eStack = undefined;
}
