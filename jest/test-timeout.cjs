/// <reference types="jest" />
/* global jest -- jest provides it to setup files, as it does to tests */
// The time limit per test and hook in the services and web projects. The services create real databases
// (MariaDB included) and start servers; the front-end tests render whole screens, and on the two shared cores
// jest's 5 s default fails them whenever the machine is busy (the e2e stack builds the front ends meanwhile).
// testTimeout in a project's config is ignored (it is a run-wide option), hence this file.
jest.setTimeout(60_000);
