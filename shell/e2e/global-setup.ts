import { mkdirSync } from 'node:fs';
import { artifactsDir, startSharedStack } from './stack';

declare global {
  // Jest runs globalSetup and globalTeardown in the same process: the teardown finds the stack here.
  var youngMindsE2eStack: { stop(): Promise<void> } | undefined;
}

/**
 * Jest globalSetup of the e2e project: one platform for every journey. It starts in the background (a start
 * takes a minute or more with the front-end builds) while the other projects' suites run; the journeys, which
 * the sequencer runs last, wait for it. A start that fails fails every journey with the start command's last
 * output, and leaves no process.
 */
export default function startE2eStack(): void {
  mkdirSync(artifactsDir, { recursive: true });
  globalThis.youngMindsE2eStack = startSharedStack();
}
