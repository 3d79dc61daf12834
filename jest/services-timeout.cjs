/// <reference types="jest" />
// The services project's time limit per test and hook: a suite creates real databases (MariaDB included) and
// starts servers. testTimeout in a project's config is ignored (it is a run-wide option), hence this file.
jest.setTimeout(60_000);
