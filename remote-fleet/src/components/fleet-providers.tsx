import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';

let fallbackClient: QueryClient | null = null;

export default function FleetProviders({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return <>{children}</>;
  fallbackClient ??= new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } });
  return <QueryClientProvider client={fallbackClient}>{children}</QueryClientProvider>;
}
