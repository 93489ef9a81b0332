// Everything the pages share above the router: the query cache (made in start.tsx, where the router's
// loaders use it too) and the player's favourites.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FavouritesProvider } from '@/features/catalogue/hooks/use-favourites';

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <FavouritesProvider>{children}</FavouritesProvider>
    </QueryClientProvider>
  );
}
