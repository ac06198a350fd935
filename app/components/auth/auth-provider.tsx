import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { toast } from '../ui/toast';
import { msg } from '../../../common/messages';
import { api as jsonApi } from '../../lib/api';
import { Modal } from '../ui/modal';
import { AUTH_CHANNEL, broadcastAuth, pushAuthEvent, removeWebinarMarkers } from './auth-sync';

// The forms load when the modal first opens (see auth-modal-tabs.tsx).
const AuthModalTabs = lazy(() => import('./auth-modal-tabs'));

export type AuthView = 'login' | 'signup';
export type ClosedBy = 'auto' | 'escape' | 'backdrop' | 'link' | 'button';
export type AuthStatus = 'not-loaded' | 'loading' | 'loaded';

interface AuthApi {
  /** Opens the login modal (tab login or signup). */
  openLogin(view?: AuthView): void;
  /** Unauthenticated popup: resolves true after a successful login, false when the popup closes. */
  requireLogin(): Promise<boolean>;
  /** Access-required notice with a Login button. */
  showAccessRequired(): void;
  logout(): Promise<void>;
  status: AuthStatus;
  closedBy: ClosedBy;
}

const AuthContext = createContext<AuthApi | null>(null);

export function useAuth(): AuthApi {
  const api = useContext(AuthContext);
  if (!api) throw new Error('AuthProvider is missing');
  return api;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [view, setView] = useState<AuthView>('login');
  const [isOpen, setOpen] = useState(false);
  const [isAccessOpen, setAccessOpen] = useState(false);
  const [closedBy, setClosedBy] = useState<ClosedBy>('auto');
  const [status, setStatus] = useState<AuthStatus>('loaded');
  const pending = useRef<((ok: boolean) => void) | null>(null);
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const location = useLocation();
  const next = location.pathname + location.search;

  const settle = (ok: boolean) => {
    pending.current?.(ok);
    pending.current = null;
  };

  // Another tab logged out (or in): reload this tab's data; guarded pages send it to /login.
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(AUTH_CHANNEL);
    channel.onmessage = (e: MessageEvent<{ type: string }>) => {
      if (e.data?.type === 'logout') removeWebinarMarkers();
      setStatus('loading');
      revalidator.revalidate();
    };
    return () => channel.close();
  }, [revalidator]);

  useEffect(() => {
    if (revalidator.state === 'idle') setStatus('loaded');
  }, [revalidator.state]);

  // Social login comes back with ?social_connected / ?social_error (spec toasts).
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const failed = params.get('social_error');
    const connected = params.get('social_connected');
    if (!failed && !connected) return;
    const name = (failed ?? connected ?? '').replace(/^./, (c) => c.toUpperCase());
    if (failed) toast.error(msg.socialConnectFailure(name));
    else if (connected === 'google' || connected === 'facebook') pushAuthEvent(connected);
    params.delete('social_error');
    params.delete('social_connected');
    const search = params.toString();
    navigate(location.pathname + (search ? `?${search}` : ''), { replace: true });
  }, [location.search, location.pathname, navigate]);

  const openLogin = useCallback((v: AuthView = 'login') => {
    setView(v);
    setClosedBy('auto');
    setOpen(true);
  }, []);

  const api = useMemo<AuthApi>(
    () => ({
      openLogin,
      requireLogin: () =>
        new Promise<boolean>((resolve) => {
          pending.current?.(false);
          pending.current = resolve;
          openLogin('login');
        }),
      showAccessRequired: () => setAccessOpen(true),
      async logout() {
        setStatus('loading');
        await jsonApi.post('/api/clients/logout', undefined, { quiet: true });
        removeWebinarMarkers();
        broadcastAuth('logout');
        toast.success(msg.logoutSuccess);
        revalidator.revalidate();
      },
      status,
      closedBy,
    }),
    [openLogin, status, closedBy, revalidator],
  );

  const handleSuccess = () => {
    setOpen(false);
    setStatus('loading');
    broadcastAuth('login');
    settle(true);
    revalidator.revalidate();
  };

  return (
    <AuthContext.Provider value={api}>
      {children}
      <Modal
        open={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          if (!open) settle(false);
        }}
        onClosedBy={(how) => setClosedBy(how)}
        title={view === 'login' ? 'Вхід' : 'Реєстрація'}
      >
        <Suspense fallback={<p className="py-6 text-center text-slate-500">Завантаження…</p>}>
          <AuthModalTabs view={view} onViewChange={setView} next={next} onSuccess={handleSuccess} />
        </Suspense>
      </Modal>
      <Modal open={isAccessOpen} onOpenChange={setAccessOpen} title="Потрібен вхід" description={msg.accessRequired}>
        <div className="flex flex-col gap-2 sm:flex-row">
          <button
            type="button"
            className="btn-primary"
            onClick={() => {
              setAccessOpen(false);
              openLogin('login');
            }}
          >
            Увійти
          </button>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              setAccessOpen(false);
              openLogin('signup');
            }}
          >
            Зареєструватися
          </button>
        </div>
      </Modal>
    </AuthContext.Provider>
  );
}

/** Header button «Увійти»: opens the login modal. */
export function LoginButton() {
  const { openLogin } = useAuth();
  return (
    <button type="button" className="btn-primary" onClick={() => openLogin('login')}>
      Увійти
    </button>
  );
}

/** «Вийти» of the user menu: ends the session, clears local markers, tells other tabs. */
export function LogoutButton({ onClick, ...rest }: React.ComponentProps<'button'>) {
  const { logout } = useAuth();
  return (
    <button
      type="button"
      {...rest}
      onClick={(e) => {
        onClick?.(e);
        logout();
      }}
    >
      Вийти
    </button>
  );
}
