import { useEffect } from "react";
import { useNavigate, type To } from "react-router";

/**
 * Leaves for `to` once mounted, replacing the current entry: react-router's <Navigate>, minus its warning when
 * the server renders a page (server-render.tsx), where there is nothing to leave; the browser then does it.
 */
export function Redirect({ to, state }: { to: To; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true, state });
  }, [navigate, to, state]);
  return null;
}
