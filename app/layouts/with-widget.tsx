import { Outlet } from 'react-router';
import { Link } from '../components/ui/link';
import { SideShell } from '../components/shell/side-shell';

/** Default layout plus a widget column (subscription offer) on wide screens. */
export default function WithWidgetLayout() {
  return (
    <SideShell
      aside={
        <aside className="hidden w-72 shrink-0 py-6 xl:block" aria-label="Віджети">
          <div className="card sticky top-20">
            <p className="font-semibold">Повний доступ до матеріалів</p>
            <p className="mt-2 text-sm text-slate-600">
              Відео, документи, довідники і відповіді експертів — з передплатою.
            </p>
            <Link to="/subscribe" className="btn-primary mt-4 w-full">
              Обрати пакет
            </Link>
          </div>
        </aside>
      }
    >
      <Outlet />
    </SideShell>
  );
}

export { LayoutErrorBoundary as ErrorBoundary } from '../components/shell/error-screen';
