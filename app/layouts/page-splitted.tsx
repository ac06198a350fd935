import { Outlet } from 'react-router';
import { Breadcrumbs } from '../components/shell/breadcrumbs';
import { Footer } from '../components/shell/footer';
import { Header } from '../components/shell/header';

/** Content page with its own side column (article, record, document); the page renders both columns. */
export default function PageSplittedLayout() {
  return (
    <>
      <Header />
      <main id="main" className="mx-auto max-w-7xl px-3 py-6 sm:px-4">
        <Breadcrumbs />
        <Outlet />
      </main>
      <Footer />
    </>
  );
}

export { LayoutErrorBoundary as ErrorBoundary } from '../components/shell/error-screen';
