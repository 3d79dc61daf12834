import { mkdirSync } from 'node:fs';
import { artifactsDir, shareStack, startStack, type Stack } from './stack';

declare global {
  // Jest runs globalSetup and globalTeardown in the same process: the teardown finds the stack here.
  var youngMindsE2eStack: Stack | undefined;
}

/**
 * Jest globalSetup of the e2e project: one platform for every journey (a start takes a minute or more with the
 * front-end builds). A start that fails throws with the start command's last output, and leaves no process.
 */
export default async function startSharedStack(): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  const started = Date.now();
  const stack = await startStack();
  globalThis.youngMindsE2eStack = stack;
  shareStack(stack);
  console.log(`\ne2e: stack (with any front-end builds) ready at ${stack.baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
