import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectMode, selectSessionUser } from './session-slice';

/**
 * Leaves for `to` (replacing the page) once a session of `mode` that this page saw has ended —
 * logged out here or in another tab (Firebase Auth tells every tab), or expired. The page's
 * data goes with it: an admin page left on a shared computer shows no customer's name, phone or
 * address to the next person. A page opened before the session is known (a login that has not
 * been confirmed yet) stays.
 */
export function useLeaveWhenSessionEnds(mode: 'user' | 'admin', to: string): void {
  const user = useAppSelector(selectSessionUser);
  const current = useAppSelector(selectMode);
  const active = user !== null && current === mode;
  const seen = useRef(false);
  const navigate = useNavigate();
  useEffect(() => {
    if (active) seen.current = true;
    else if (seen.current) {
      seen.current = false;
      void navigate(to, { replace: true });
    }
  }, [active, navigate, to]);
}
