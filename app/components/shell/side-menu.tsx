import { NavLink } from '../ui/link';
import { useRootData } from '../../root';
import { useAuth } from '../auth/auth-provider';
import { TopicsMenu } from './topics-menu';
import { UnreadBadge } from '../consultations/unread';

const nf = new Intl.NumberFormat('uk-UA');

/**
 * Side menu with counters (defaults from spec §9 until a capability supplies real counts). Items
 * that need an account are shown to guests too; following one opens the access-required notice.
 */
export function SideMenu() {
  const { menus, user } = useRootData();
  const { showAccessRequired } = useAuth();
  return (
    <nav aria-label="Розділи" className="flex flex-col gap-1 p-3">
      {menus.side.map((item) => (
        <NavLink
          key={item.id}
          to={item.link}
          onClick={(e) => {
            if (item.options.requiresAuth && !user) {
              e.preventDefault();
              showAccessRequired();
            }
          }}
          className={({ isActive }) =>
            `flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm ` +
            `${isActive ? 'bg-[var(--color-primary)] text-white' : 'text-slate-700 hover:bg-slate-100'}`
          }
        >
          <span className="truncate">{item.title}</span>
          {item.link === '/consultations' && user ? <UnreadBadge /> : null}
          {item.options.label ? (
            <span
              className="shrink-0 rounded-full bg-slate-200/70 px-2 py-0.5 text-xs text-slate-700"
              data-counter={item.options.counter}
            >
              {nf.format(Number(item.options.label))}
            </span>
          ) : null}
        </NavLink>
      ))}
      <TopicsMenu />
    </nav>
  );
}
