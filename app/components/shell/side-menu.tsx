import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { isNavActive, Link } from '../ui/link';
import { KeptMarkup } from '../ui/kept-markup';
import { madeOncePerPair } from '../../../common/made-once';
import { type RootData, useRootData } from '../../root';
import { useAuth } from '../auth/auth-provider';
import { TopicsMenu, type TopicsMenuItem } from './topics-menu';
import { UnreadCount, useUnreadConsultations } from '../consultations/unread';

const nf = new Intl.NumberFormat('uk-UA');

/** What the side menu shows: everything it renders comes from here (a kept block, ADR 071). */
export interface SideMenuData {
  items: {
    id: number;
    link: string;
    title: string;
    /** The counter beside the title (spec §9), and what it counts. */
    label: string | null;
    counter: string | null;
    requiresAuth: boolean;
    /** <NavLink>'s rule at the current address. */
    active: boolean;
  }[];
  /** The signed-in client's unread consultations (the badge beside «Консультації»); 0 for a guest. */
  unread: number;
  topics: TopicsMenuItem[];
}

/**
 * Side menu with counters (defaults from spec §9 until a capability supplies real counts). Items
 * that need an account are shown to guests too; following one opens the access-required notice.
 *
 * The items and topics are a kept block: the server renders their HTML once per menu, address's
 * active item and badge (ADR 071, amendment), the browser renders them as always. Which item is
 * active is worked out here from the address, by <NavLink>'s rule, so the block itself reads no router.
 */
export function SideMenu() {
  const { menus, user, topics } = useRootData();
  const { pathname } = useLocation();
  const unread = useUnreadConsultations();
  const { showAccessRequired } = useAuth();
  const data = sideMenuData(menus.side, topics, pathname, user ? unread : 0);
  return (
    <KeptMarkup
      as="nav"
      aria-label="Розділи"
      className="flex flex-col gap-1 p-3"
      // Captured before the link's own handler, which then leaves the click alone (defaultPrevented).
      onClickCapture={(e: MouseEvent<HTMLElement>) => {
        if (user) return;
        const link = (e.target as Element).closest('a[data-requires-auth]');
        if (!link || !e.currentTarget.contains(link)) return;
        e.preventDefault();
        showAccessRequired();
      }}
      of={SideMenuItems}
      data={data}
    />
  );
}

type SideItems = RootData['menus']['side'];

/** One value per menu, topics, active items and badge: the kept markup meets it again as the same object. */
const made = madeOncePerPair<SideItems, TopicsMenuItem[], SideMenuData>();

function sideMenuData(side: SideItems, topics: TopicsMenuItem[], pathname: string, unread: number): SideMenuData {
  const active = side.map((item) => isNavActive(item.link, pathname) === true);
  return made(side, topics, `${active.map(Number).join('')}:${unread}`, () => ({
    items: side.map((item, i) => ({
      id: item.id,
      link: item.link,
      title: item.title,
      label: item.options.label ? String(item.options.label) : null,
      counter: item.options.counter ?? null,
      requiresAuth: Boolean(item.options.requiresAuth),
      active: active[i],
    })),
    unread,
    topics,
  }));
}

function SideMenuItems({ data }: { data: SideMenuData }) {
  return (
    <>
      {data.items.map((item) => (
        <Link
          key={item.id}
          to={item.link}
          aria-current={item.active ? 'page' : undefined}
          data-requires-auth={item.requiresAuth ? '' : undefined}
          className={
            `flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm ` +
            `${item.active ? 'bg-[var(--color-primary)] text-white' : 'text-slate-700 hover:bg-slate-100'}`
          }
        >
          <span className="truncate">{item.title}</span>
          {item.link === '/consultations' ? <UnreadCount n={data.unread} /> : null}
          {item.label ? (
            <span
              className="shrink-0 rounded-full bg-slate-200/70 px-2 py-0.5 text-xs text-slate-700"
              data-counter={item.counter ?? undefined}
            >
              {nf.format(Number(item.label))}
            </span>
          ) : null}
        </Link>
      ))}
      <TopicsMenu topics={data.topics} />
    </>
  );
}
