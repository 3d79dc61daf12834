import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { type AreaQueryOptions, createAreaQueryClient } from './client';

/**
 * The area's cache for everything under it: one per area root, created when the area mounts (alone in QA mode or
 * under the shell) and dropped with it. `staleAfter`: see `createAreaQueryClient`.
 */
export function AreaQueryProvider({ children, staleAfter }: AreaQueryOptions & { children: ReactNode }) {
  const [client] = useState(() => createAreaQueryClient({ staleAfter }));
  useEffect(() => client.detach, [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
