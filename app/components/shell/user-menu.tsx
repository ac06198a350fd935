import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from '../ui/link';
import { useRootData } from '../../root';
import { LogoutButton } from '../auth/auth-provider';

/** The signed-in user's dropdown: personal menu and logout (loaded by the header after hydration). */
export function UserMenu() {
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
