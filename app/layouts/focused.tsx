import { Outlet } from 'react-router';
import { Link } from '../components/ui/link';
import { useRootData } from '../root';
import { themes } from '../theme/themes';

/** Focused flows (login, checkout, webinar room): logo only, nothing to wander off to. */
export default function FocusedLayout() {
  const { theme } = useRootData();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-5xl items-center px-4">
          <Link to="/" className="flex items-center gap-2 font-bold text-[var(--color-primary)]">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            {themes[theme].name}
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-3 py-8 sm:px-4">
        <Outlet />
      </main>
      <p className="py-6 text-center text-xs text-slate-500">
        Потрібна допомога?{' '}
        <Link to="/about" className="underline">
          Контакти
        </Link>
      </p>
    </div>
  );
}

export { LayoutErrorBoundary as ErrorBoundary } from '../components/shell/error-screen';
