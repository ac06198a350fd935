import { useCallback, useRef, useState } from 'react';
import { Link, NavLink } from '../ui/link';
import { useRootData } from '../../root';
import { LoginButton } from '../auth/auth-provider';
import { themes } from '../../theme/themes';
import { PhoneMenu } from './phone-menu';
import { SubscribeModal } from '../subscriptions/access-modals';
import { ClientIsland } from '../ui/client-island';
import { MenuIcon, SearchIcon } from '../ui/icons';
import { serverModule } from '../../lib/server-islands';

export function Header() {
  const { theme, menus, user, hasSubscription } = useRootData();
  const t = themes[theme];
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [isSubscribeOpen, setSubscribeOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  return (
    <header ref={headerRef} className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-3 sm:px-4">
        <button
          ref={toggleRef}
          type="button"
          className="btn-ghost px-2 lg:hidden"
          aria-label="Меню"
          aria-expanded={isMenuOpen}
          aria-controls={isMenuOpen ? 'phone-menu' : undefined}
          onClick={() => setMenuOpen((v) => !v)}
        >
          <MenuIcon />
        </button>
        <Link to="/" className="flex min-w-0 items-center gap-2 font-bold text-[var(--color-primary)]">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className="truncate">{t.name}</span>
        </Link>
        <nav aria-label="Головне меню" className="ml-4 hidden gap-1 xl:flex">
          {menus.header.map((item) => (
            <NavLink
              key={item.id}
              to={item.link}
              className={({ isActive }) =>
                `rounded-md px-3 py-2 text-sm ${isActive ? 'bg-slate-100 font-semibold' : 'hover:bg-slate-100'}`
              }
            >
              {item.title}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <Link to="/search" className="btn-ghost hidden px-2 sm:inline-flex" aria-label="Пошук">
            <SearchIcon />
          </Link>
          {hasSubscription ? null : (
            <button
              type="button"
              className="btn-secondary hidden md:inline-flex"
              onClick={() => setSubscribeOpen(true)}
            >
              Передплатити
            </button>
          )}
          {user ? <UserMenuIsland /> : <LoginButton />}
        </div>
      </div>
      <SubscribeModal open={isSubscribeOpen} onOpenChange={setSubscribeOpen} />
      {isMenuOpen ? <PhoneMenu onClose={closeMenu} container={headerRef} toggle={toggleRef} /> : null}
    </header>
  );
}

const serverUserMenu = serverModule(() => import('./user-menu'));
const loadUserMenu = () => import('./user-menu');

/**
 * The signed-in user's menu. Its trigger comes in the server's HTML; the dropdown's code (Radix Menu, its
 * positioning) loads after hydration and only for signed-in visitors (ADR 041).
 */
function UserMenuIsland() {
  return (
    <ClientIsland
      when="mount"
      server={serverUserMenu.current ? <serverUserMenu.current.UserMenu /> : null}
      load={loadUserMenu}
      render={(m) => <m.UserMenu />}
    />
  );
}
