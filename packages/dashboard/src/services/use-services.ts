// The services of the running dashboard, provided once by <DashboardProviders>.
import { createContext, useContext } from 'react';
import type { DashboardServices } from './dashboard-services.ts';

export const ServicesContext = createContext<DashboardServices | null>(null);

export function useServices(): DashboardServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs <DashboardProviders>');
  return services;
}
