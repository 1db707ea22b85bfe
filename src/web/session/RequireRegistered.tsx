import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import LoadingShell from "../screens/shell/LoadingShell.js";
import { useAccount } from "./AccountProvider.js";

/** Guests and signed-out visitors are sent to /login, and come back here after. */
export function RequireRegistered({ children }: { children: ReactNode }) {
  const { status } = useAccount();
  const location = useLocation();
  if (status === "loading") return <LoadingShell />;
  if (status !== "registered") {
    const redirect = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?redirect=${redirect}`} replace />;
  }
  return <>{children}</>;
}
