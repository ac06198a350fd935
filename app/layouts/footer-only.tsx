import { Outlet } from 'react-router';
import { Footer } from '../components/shell/footer';

/** Campaign landings: the page is the whole screen, contacts at the bottom. */
export default function FooterOnlyLayout() {
  return (
    <>
      <main id="main" className="min-h-[70dvh]">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}

export { LayoutErrorBoundary as ErrorBoundary } from '../components/shell/error-screen';
