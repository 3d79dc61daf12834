export * from './driver';
export { runScenarios } from './scenarios';
export { scenariosOf } from './suites';
