import { Link, Outlet } from 'react-router';
import { Footer } from '../components/shell/footer';
import { Header } from '../components/shell/header';
import { SideMenu } from '../components/shell/side-menu';

/** Default layout plus a widget column (subscription offer, contacts) on wide screens. */
export default function WithWidgetLayout() {
  return (
    <>
      <Header />
      <div className="mx-auto flex max-w-7xl gap-6 px-3 sm:px-4">
        <aside className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-64 shrink-0 overflow-y-auto lg:block">
          <SideMenu />
        </aside>
        <main id="main" className="min-w-0 flex-1 py-6">
          <Outlet />
        </main>
        <aside className="hidden w-72 shrink-0 py-6 xl:block" aria-label="Віджети">
          <div className="card sticky top-20">
            <p className="font-semibold">Повний доступ до матеріалів</p>
            <p className="mt-2 text-sm text-slate-600">Відео, документи, довідники і відповіді експертів — з передплатою.</p>
            <Link to="/subscribe" className="btn-primary mt-4 w-full">
              Обрати пакет
            </Link>
          </div>
        </aside>
      </div>
      <Footer />
    </>
  );
}
