import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setNavigator } from '@/providers/session';

/** Lets the transport's "go to /login" (on 401) use the router instead of a full page reload. */
export function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((path) => navigate(path));
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}
