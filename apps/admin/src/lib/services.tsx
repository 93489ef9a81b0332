// What the screens share below the router: the API client and the operator's session store. Made once in
// main.tsx (tests make their own with a fake fetch).
import { createContext, use, type ReactNode } from 'react';
import type { ApiClient } from './api-client';
import type { SessionStore } from './session-store';

export interface AdminServices {
  readonly api: ApiClient;
  readonly session: SessionStore;
}

const ServicesContext = createContext<AdminServices | null>(null);

export function ServicesProvider({
  services,
  children,
}: {
  readonly services: AdminServices;
  readonly children: ReactNode;
}) {
  return <ServicesContext value={services}>{children}</ServicesContext>;
}

export function useServices(): AdminServices {
  const services = use(ServicesContext);
  if (!services) throw new Error('useServices outside ServicesProvider');
  return services;
}
