import { createContext, useContext, type ReactNode } from 'react';
import { createPluginRegistry, type PluginRegistry } from './registry';

// The empty default lets hosts render in isolation (tests, storybook-like pages) with no plugins.
const PluginRegistryContext = createContext<PluginRegistry>(createPluginRegistry());

export function PluginRegistryProvider({
  registry,
  children,
}: {
  registry: PluginRegistry;
  children: ReactNode;
}) {
  return <PluginRegistryContext.Provider value={registry}>{children}</PluginRegistryContext.Provider>;
}

export const usePluginRegistry = () => useContext(PluginRegistryContext);
