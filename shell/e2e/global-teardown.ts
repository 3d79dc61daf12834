/** Jest globalTeardown of the e2e project: stops the stack global-setup.ts started (or is starting). */
export default async function stopE2eStack(): Promise<void> {
  await globalThis.youngMindsE2eStack?.stop();
  globalThis.youngMindsE2eStack = undefined;
}
