import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { fetchMe, firstMe, type Me } from "../api/me.js";
import { resetSocket } from "../api/socketSlot.js";
import { onSessionChange, signOutAndGoHome } from "./sessionStore.js";
import { useOnReturn } from "./useOnReturn.js";

export type AccountStatus = "loading" | "signedOut" | "guest" | "registered";

interface AccountState {
  status: AccountStatus;
  me: Me | null;
  /** Re-reads credits and identity, keeping the old value when the fetch fails. */
  refresh: () => Promise<void>;
  /** Signs out and reopens the home page. */
  signOut: () => Promise<void>;
}

const AccountContext = createContext<AccountState | null>(null);

/**
 * Who is signed in, from `GET /api/me` alone (`{signedIn: false}` means nobody): one request
 * before the first screen can show, re-read after a sign-in or sign-out and whenever the player
 * returns to the tab.
 */
export function AccountProvider({ children }: { children: ReactNode }) {
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
    let current = true;
    firstMe().then(
      (fresh) => {
        if (!current) return;
        setMe(fresh);
        setLoaded(true);
      },
      () => current && setLoaded(true),
    );
    // Someone signed in or out: nothing is known about the new identity until it is read.
    const stop = onSessionChange(() => {
      setLoaded(false);
      void refresh();
    });
    return () => {
      current = false;
      stop();
    };
  }, [refresh]);
  useOnReturn(true, refresh);

  // The realtime socket authenticates once, at its handshake: a new identity needs a new socket.
  const userId = me?.id ?? null;
  const lastUserId = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!loaded) return;
    if (lastUserId.current !== undefined && lastUserId.current !== userId) resetSocket();
    lastUserId.current = userId;
  }, [loaded, userId]);

  const signOut = useCallback(() => signOutAndGoHome(), []);

  const value = useMemo<AccountState>(() => {
    const status: AccountStatus = !loaded
      ? "loading"
      : !me
        ? "signedOut"
        : me.isAnonymous
          ? "guest"
          : "registered";
    return { status, me, refresh, signOut };
  }, [loaded, me, refresh, signOut]);

  return <AccountContext.Provider value={value}>{children}</AccountContext.Provider>;
}

export function useAccount(): AccountState {
  const value = useContext(AccountContext);
  if (!value) throw new Error("useAccount outside AccountProvider");
  return value;
}
