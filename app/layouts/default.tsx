import { Outlet } from 'react-router';
import { Breadcrumbs } from '../components/shell/breadcrumbs';
import { SideShell } from '../components/shell/side-shell';

/** Header, side menu with counters and topics, content, footer. */
export default function DefaultLayout() {
  return (
    <SideShell>
      <Breadcrumbs />
      <Outlet />
    </SideShell>
  );
}

export { LayoutErrorBoundary as ErrorBoundary } from '../components/shell/error-screen';
