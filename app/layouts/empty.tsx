import { Outlet } from 'react-router';

export default function EmptyLayout() {
  return <Outlet />;
}

export { LayoutErrorBoundary as ErrorBoundary } from '../components/shell/error-screen';
