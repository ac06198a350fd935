import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../ui/link';
import { SearchIcon } from '../ui/icons';
import { SideMenu } from './side-menu';

/**
 * The menu behind the header's «Меню» button below the lg breakpoint: search, «Передплата», the
 * sections and topics, scrolling within the screen. It closes on Escape (focus back to the
 * button), on navigation, and as soon as focus or a tap goes elsewhere — so a login modal opened
 * from it, or from the header, is never left under an open menu.
 */
export function PhoneMenu({
  onClose,
  container,
  toggle,
}: {
  onClose: () => void;
  /** The header: taps and focus inside it keep the menu open. */
  container: RefObject<HTMLElement | null>;
  toggle: RefObject<HTMLButtonElement | null>;
}) {
  const location = useLocation();
  const opened = useRef(location);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on any change of the location
  useEffect(() => {
    if (location !== opened.current) onClose();
  }, [location]);
  useEffect(() => {
    const isOutside = (target: EventTarget | null) =>
      target instanceof Node && !container.current?.contains(target) && target.isConnected;
    const handleKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      onClose();
      toggle.current?.focus();
    };
    const handleOutside = (e: Event) => {
      if (isOutside(e.target)) onClose();
    };
    document.addEventListener('keydown', handleKey);
    document.addEventListener('focusin', handleOutside);
    document.addEventListener('pointerdown', handleOutside);
    return () => {
      document.removeEventListener('keydown', handleKey);
      document.removeEventListener('focusin', handleOutside);
      document.removeEventListener('pointerdown', handleOutside);
    };
  }, [onClose, container, toggle]);
  return (
    <div
      id="phone-menu"
      data-testid="phone-menu"
      className={
        'max-h-[calc(100dvh-3.5rem)] overflow-y-auto overscroll-contain border-t border-slate-200 ' +
        'bg-white lg:hidden'
      }
      onClick={(e) => (e.target as HTMLElement).closest('a') && onClose()}
    >
      <div className="flex flex-col gap-1 px-3 pt-3">
        <Link
          to="/search"
          className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100"
        >
          <SearchIcon />
          Пошук
        </Link>
        <Link to="/subscribe" className="btn-secondary justify-start">
          Передплата
        </Link>
      </div>
      <SideMenu />
    </div>
  );
}
