import { Navigate, useOutlet } from 'react-router-dom';

export function RouteView({ redirect }: { redirect?: string }) {
  const outlet = useOutlet();
  if (outlet) return outlet;
  return redirect ? <Navigate to={redirect} replace /> : null;
}
