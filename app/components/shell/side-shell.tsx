import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';
import { SideMenu } from './side-menu';

/** Header, the sticky side menu column, the main column, an optional right column, footer. */
export function SideShell({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <>
      <Header />
      <div className="mx-auto flex max-w-7xl gap-6 px-3 sm:px-4">
        <aside className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-64 shrink-0 overflow-y-auto lg:block">
          <SideMenu />
        </aside>
        <main id="main" className="min-w-0 flex-1 py-6">
          {children}
        </main>
        {aside}
      </div>
      <Footer />
    </>
  );
}
