import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useCallback, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useRootData } from '../../root';
import { LoginButton, LogoutButton } from '../auth/auth-provider';
import { themes } from '../../theme/themes';
import { PhoneMenu } from './phone-menu';
import { SubscribeModal } from '../subscriptions/access-modals';
import { MenuIcon, SearchIcon } from '../ui/icons';

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
          {user ? <UserMenu /> : <LoginButton />}
        </div>
      </div>
      <SubscribeModal open={isSubscribeOpen} onOpenChange={setSubscribeOpen} />
      {isMenuOpen ? <PhoneMenu onClose={closeMenu} container={headerRef} toggle={toggleRef} /> : null}
    </header>
  );
}

function UserMenu() {
  const { user, menus } = useRootData();
  if (!user) return null;
  const initials = user.name
    .split(/\s+/)
    .map((p) => p[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="btn-ghost gap-2 px-2" aria-label="Меню користувача">
        <span
          className={
            'flex h-8 w-8 items-center justify-center rounded-full bg-[var(--color-primary)] ' +
            'text-sm font-semibold text-white'
          }
        >
          {initials || '•'}
        </span>
        <span className="hidden max-w-40 truncate sm:inline">{user.name}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={5}
          className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          {menus.personal.map((item) => (
            <DropdownMenu.Item key={item.id} asChild>
              <Link
                to={item.link}
                className="block rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100"
              >
                {item.title}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild>
            <LogoutButton
              className={
                'w-full rounded-md px-3 py-2 text-left text-sm outline-none ' + 'data-[highlighted]:bg-slate-100'
              }
            />
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
