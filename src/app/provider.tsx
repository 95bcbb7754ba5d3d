import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { appStore } from './app-store';
import type { AppStore } from './store';

export function AppProvider({ children, store }: { children: ReactNode; store?: AppStore }) {
  const [activeStore] = useState(() => store ?? appStore);
  return <Provider store={activeStore}>{children}</Provider>;
}
