import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { requestSession, type Session, SessionError } from './auth-client.ts';

/** Sign-out and session updates load when first used: a first load only reads the session. */
const authActions = () => import('./auth-actions.ts');

type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export type SessionState = {
  status: SessionStatus;
  data: Session | null;
  /** the last failure to read the session, in words; null once a read succeeds */
  error: string | null;
  /** true after signOut(): the next page is plain /login, not a way back to this one */
  signedOut: boolean;
};

export type SessionContextValue = SessionState & {
  /**
   * Reads the session again; with `data`, first asks the server to update it (POST with the CSRF
   * token). Resolves with the new session, or null when signed out or when the read failed.
   */
  update: (data?: unknown) => Promise<Session | null>;
  /**
   * Signs out on the server, then opens `to` (default /login) with a fresh page (no cached data of
   * this user stays). Public pages pass themselves: a visitor stays where they were.
   */
  signOut: (to?: string) => Promise<void>;
};

const SessionContext = createContext<SessionContextValue | null>(null);

function stateOf(session: Session | null): SessionState {
  return {
    status: session ? 'authenticated' : 'unauthenticated',
    data: session,
    error: null,
    signedOut: false,
  };
}

function sameState(current: SessionState, session: Session | null): boolean {
  return (
    current.status !== 'loading' &&
    current.error === null &&
    !current.signedOut &&
    JSON.stringify(current.data) === JSON.stringify(session)
  );
}

const FAILED_MESSAGE =
  'The server could not be asked who is signed in. Check the connection and reload the page.';

export function SessionProvider({
  children,
  onSignedOut = (url: string) => window.location.assign(url),
  initial,
  known,
}: {
  children: ReactNode;
  /** where the browser goes after sign-out; tests replace the full page load */
  onSignedOut?: (url: string) => void;
  /** a first read already on its way (main.tsx starts it with the page's code) */
  initial?: Promise<Session | null>;
  /**
   * the session a server-rendered signed-in page was rendered with (app/signed-in-page.ts): the first
   * render shows it, as the server's did, and `initial` then confirms or replaces it
   */
  known?: Session | undefined;
}) {
  const [state, setState] = useState<SessionState>(() =>
    known ? stateOf(known) : { status: 'loading', data: null, error: null, signedOut: false },
  );
  // Answers may arrive out of order (focus refetch while an update runs): only the newest counts.
  const generation = useRef(0);

  const load = useCallback(async (read: () => Promise<Session | null>): Promise<Session | null> => {
    generation.current += 1;
    const mine = generation.current;
    try {
      const session = await read();
      // The same session again (the server-rendered page's, confirmed) keeps the state: no re-render.
      if (mine === generation.current)
        startTransition(() =>
          setState((current) => (sameState(current, session) ? current : stateOf(session))),
        );
      return session;
    } catch (error) {
      // Already logged to the server as CLIENT_FETCH_ERROR or CLIENT_SESSION_ERROR.
      if (mine === generation.current) {
        setState({
          status: 'unauthenticated',
          data: null,
          error: error instanceof SessionError ? FAILED_MESSAGE : String(error),
          signedOut: false,
        });
      }
      return null;
    }
  }, []);

  const update = useCallback(
    (data?: unknown) =>
      load(() =>
        data === undefined
          ? requestSession()
          : authActions().then((actions) => actions.postSessionUpdate(data)),
      ),
    [load],
  );

  useEffect(() => {
    void (initial ? load(() => initial) : update());
  }, [initial, load, update]);

  // A tab that comes back may have been signed out elsewhere, or its session may have expired.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void update();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [update]);

  const signOut = useCallback(
    async (to = '/login') => {
      const result = await (await authActions()).signOutRequest(to);
      if (!result.ok) throw new Error('Signing out failed. Check the connection and try again.');
      generation.current += 1;
      setState({ ...stateOf(null), signedOut: true });
      onSignedOut(to);
    },
    [onSignedOut],
  );

  const value = useMemo(() => ({ ...state, update, signOut }), [state, update, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session (docs/product.md#data-store): status, data and update(). */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession() needs a <SessionProvider> above it');
  return value;
}
