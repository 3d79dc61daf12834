export * from './driver';
export { runScenarios, sampleActivityBody } from './scenarios';
export { scenariosOf } from './suites';
