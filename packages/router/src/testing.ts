// Routers held in memory, for tests: kept out of the shared entry, which the browser downloads.
export { MemoryRouter, createMemoryRouter } from 'react-router';
