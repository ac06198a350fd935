import type { ReactNode } from 'react';
import { NavLink } from '../ui/link';
import { useRootData } from '../../root';
import { UnreadBadge } from '../consultations/unread';
import { UNREAD_CONSULTATIONS_COUNTER } from '../../../common/navigation';

/** Frame of a cabinet section: the personal menu (signed in) beside the section content. */
export function CabinetLayout({ title, children }: { title: string; children: ReactNode }) {
  const { menus, user } = useRootData();
  return (
    <div className="flex flex-col gap-6 lg:flex-row">
      {user ? (
        <nav aria-label="Меню кабінету" className="lg:w-64 lg:shrink-0">
          <ul className="flex gap-1 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible">
            {menus.personal.map((item) => (
              <li key={item.id} className="shrink-0">
                <NavLink
                  to={item.link}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 text-sm whitespace-nowrap ` +
                    `${isActive ? 'bg-slate-200 font-semibold' : 'hover:bg-slate-100'}`
                  }
                >
                  {item.title}
                  {item.options.counter === UNREAD_CONSULTATIONS_COUNTER ? <UnreadBadge /> : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <section aria-labelledby="page-title" className="min-w-0 flex-1">
        <h1 id="page-title" className="text-2xl font-bold sm:text-3xl">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
