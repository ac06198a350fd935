import { NavLink } from 'react-router';
import { useRootData } from '../../root';
import { TopicsMenu } from './topics-menu';

const nf = new Intl.NumberFormat('uk-UA');

/** Side menu with counters (defaults from spec §9 until a capability supplies real counts). */
export function SideMenu() {
  const { menus, user } = useRootData();
  return (
    <nav aria-label="Розділи" className="flex flex-col gap-1 p-3">
      {menus.side
        .filter((item) => !item.options.requiresAuth || user)
        .map((item) => (
          <NavLink
            key={item.id}
            to={item.link}
            className={({ isActive }) => `flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm ${isActive ? 'bg-[var(--color-primary)] text-white' : 'text-slate-700 hover:bg-slate-100'}`}
          >
            <span className="truncate">{item.title}</span>
            {item.options.label ? (
              <span className="shrink-0 rounded-full bg-slate-200/70 px-2 py-0.5 text-xs text-slate-700" data-counter={item.options.counter}>
                {nf.format(Number(item.options.label))}
              </span>
            ) : null}
          </NavLink>
        ))}
      <TopicsMenu />
    </nav>
  );
}
