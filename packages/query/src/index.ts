export { AreaQueryProvider } from './provider';
export { createAreaQueryClient, listStaleTimeMs, type AreaQueryOptions } from './client';
export {
  endpointKey,
  useEndpoint,
  useEndpointMutation,
  useEndpointOrNone,
  type EndpointArgs,
  type EndpointOptions,
  type MutationOptions,
} from './endpoint';
export { useLoaded, type Loaded } from './loaded';
export type { UseQueryResult } from '@tanstack/react-query';
export { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
