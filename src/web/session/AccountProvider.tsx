import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { authClient } from "../api/authClient.js";
import { fetchMe, type Me } from "../api/me.js";

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
  const [loaded, setLoaded] = useState(false);

  const refresh = useCallback(async () => {
    try {
      setMe(await fetchMe());
    } catch {
      // A failed fetch keeps the old value (SPEC section 7, document store).
    } finally {
      setLoaded(true);
    }
  }, []);

  useEffect(() => {
    if (session.isPending) return;
    void refresh();
  }, [session.isPending, sessionUserId, refresh]);

  const signOut = useCallback(async () => {
    await authClient.signOut();
    setMe(null);
  }, []);

  const value = useMemo<AccountState>(() => {
    const status: AccountStatus =
      session.isPending || !loaded
        ? "loading"
        : !me
          ? "signedOut"
          : me.isAnonymous
            ? "guest"
            : "registered";
    return { status, me, refresh, signOut };
  }, [session.isPending, loaded, me, refresh, signOut]);

  return <AccountContext.Provider value={value}>{children}</AccountContext.Provider>;
}

export function useAccount(): AccountState {
  const value = useContext(AccountContext);
  if (!value) throw new Error("useAccount outside AccountProvider");
  return value;
}
