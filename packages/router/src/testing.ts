// Routers held in memory, for tests: kept out of the shared entry, which the browser downloads.
export { MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router';
