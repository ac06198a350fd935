import { Outlet } from 'react-router';
import { Breadcrumbs } from '../components/shell/breadcrumbs';
import { Footer } from '../components/shell/footer';
import { Header } from '../components/shell/header';

/** Single readable column: text pages, tools, tests. */
export default function PageLayout() {
  return (
    <>
      <Header />
      <main id="main" className="mx-auto max-w-4xl px-3 py-6 sm:px-4">
        <Breadcrumbs />
        <Outlet />
      </main>
      <Footer />
    </>
  );
}

export { LayoutErrorBoundary as ErrorBoundary } from '../components/shell/error-screen';
