import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import { authClient } from "../api/authClient.js";
import { fetchMe, type Me } from "../api/me.js";
import { resetSocket } from "../api/realtime.js";
import { useOnReturn } from "./useOnReturn.js";

export type AccountStatus = "loading" | "signedOut" | "guest" | "registered";

interface AccountState {
  status: AccountStatus;
  me: Me | null;
  /** Re-reads credits and identity, keeping the old value when the fetch fails. */
  refresh: () => Promise<void>;
  signOut: () => Promise<void>;
}

const AccountContext = createContext<AccountState | null>(null);

export function AccountProvider({ children }: { children: ReactNode }) {
  const session = authClient.useSession();
  const sessionUserId = session.data?.user.id ?? null;
  const [me, setMe] = useState<Me | null>(null);
  /** The session user whose /api/me read has finished, whether or not it succeeded. */
  const [settledFor, setSettledFor] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    try {
      const fresh = await fetchMe();
      setMe(fresh);
      setSettledFor(fresh?.id ?? null);
    } catch {
      // A failed fetch keeps the old value (SPEC section 7, document store).
    }
  }, []);

  // The realtime socket authenticates once, at its handshake: a new identity needs a new socket.
  useEffect(() => {
    resetSocket();
  }, [sessionUserId]);

  useEffect(() => {
    if (session.isPending || !sessionUserId) return;
    let current = true;
    fetchMe().then(
      (fresh) => {
        if (!current) return;
        setMe(fresh);
        setSettledFor(fresh?.id ?? sessionUserId);
      },
      () => current && setSettledFor(sessionUserId),
    );
    return () => {
      current = false;
    };
  }, [session.isPending, sessionUserId]);

  useOnReturn(Boolean(sessionUserId), refresh);

  const signOut = useCallback(async () => {
    await authClient.signOut();
    setMe(null);
    setSettledFor(null);
  }, []);

  const value = useMemo<AccountState>(() => {
    const current = sessionUserId && me?.id === sessionUserId ? me : null;
    const status: AccountStatus = session.isPending
      ? "loading"
      : !sessionUserId
        ? "signedOut"
        : !current
          ? settledFor === sessionUserId
            ? "signedOut"
            : "loading"
          : current.isAnonymous
            ? "guest"
            : "registered";
    return { status, me: current, refresh, signOut };
  }, [session.isPending, sessionUserId, me, settledFor, refresh, signOut]);

  return <AccountContext.Provider value={value}>{children}</AccountContext.Provider>;
}

export function useAccount(): AccountState {
  const value = useContext(AccountContext);
  if (!value) throw new Error("useAccount outside AccountProvider");
  return value;
}
