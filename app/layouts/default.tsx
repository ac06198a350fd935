import { Outlet } from 'react-router';
import { Breadcrumbs } from '../components/shell/breadcrumbs';
import { Footer } from '../components/shell/footer';
import { Header } from '../components/shell/header';
import { SideMenu } from '../components/shell/side-menu';

/** Header, side menu with counters and topics, content, footer. */
export default function DefaultLayout() {
  return (
    <>
      <Header />
      <div className="mx-auto flex max-w-7xl gap-6 px-3 sm:px-4">
        <aside className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-64 shrink-0 overflow-y-auto lg:block">
          <SideMenu />
        </aside>
        <main id="main" className="min-w-0 flex-1 py-6">
          <Breadcrumbs />
          <Outlet />
        </main>
      </div>
      <Footer />
    </>
  );
}
