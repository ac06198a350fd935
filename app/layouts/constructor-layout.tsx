import { Outlet } from 'react-router';
import { Link } from '../components/ui/link';

/** Full-width workspace for the constructor editor. */
export default function ConstructorLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex h-12 items-center gap-4 border-b border-slate-200 bg-white px-4">
        <Link to="/" className="font-bold text-[var(--color-primary)]">
          ← Фахівець
        </Link>
        <span className="text-sm text-slate-500">Конструктор</span>
      </header>
      <main id="main" className="flex-1 px-3 py-4 sm:px-4">
        <Outlet />
      </main>
    </div>
  );
}

export { LayoutErrorBoundary as ErrorBoundary } from '../components/shell/error-screen';
