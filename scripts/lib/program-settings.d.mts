/** V8's heap flags of the program whose source is `entry` (e.g. `services/content/src/index.ts`). */
export declare function heapFlags(entry: string): string[];
/** `env` with the allocator settings every program runs with (an operator's own values kept). */
export declare function programEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
