import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { Toaster } from '@/components/ui/toaster';
import { NavigationProgress } from '@/features/layout/components/navigation-progress';
import { SessionManager } from '@/features/session/components/session-manager';
import { showCarriedNotices } from '@/lib/notify';

/**
 * What the shop and the admin area share above their own layouts, so it lives on when a login
 * moves from one to the other: the navigation progress bar, the toasts (a 'Welcome' or
 * 'Admin logged out!' survives the switch) and the session (Firebase Auth after the first paint,
 * the expiry timer, the click that extends the session). Messages the tab's previous document
 * carried over (an English-only page reached from a Hindi one) show as it starts.
 */
export function AppFrame() {
  useEffect(() => {
    showCarriedNotices();
  }, []);
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <Toaster />
      <SessionManager />
    </>
  );
}
