// A setup file of the jest `services` project (jest.config.cjs): every suite there hashes passwords with argon2id
// at its smallest cost (1 MiB, one pass) instead of the production baseline (19 MiB, two passes, about 35 ms a hash
// on the 2-core machines). Registrations, logins, PINs and hand-offs run hundreds of times in the auth suites, the
// access matrices and the fuzzer; what they check does not depend on the cost. The production parameters are
// checked on a real hash by src/passwords.test.ts (which unmocks the library); `pnpm start` (the start, scale-out
// and end-to-end tests) never loads this file.
const argon2Path = require.resolve('@node-rs/argon2');

jest.mock(argon2Path, () => {
  /** @type {{ hash: (password: string | Uint8Array, options?: object, signal?: AbortSignal) => Promise<string> }} */
  const argon2 = jest.requireActual(argon2Path);
  return {
    ...argon2,
    /** @type {typeof argon2.hash} */
    hash: (password, options, signal) => argon2.hash(password, { ...options, memoryCost: 1024, timeCost: 1 }, signal),
  };
});
