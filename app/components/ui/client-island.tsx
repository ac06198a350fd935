import { type ReactNode, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False while the server renders and while the browser hydrates its HTML; true for every render after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** What a visitor did inside the server's HTML before the interactive code arrived, to carry over. */
interface Carried {
  focusId: string | null;
  values: { name: string; value: string; checked: boolean }[];
  submitForm: number | null;
}

function fieldsOf(root: HTMLElement) {
  return Array.from(
    root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
      'input[name], select[name], textarea[name]',
    ),
  ).filter((el) => el.type !== 'hidden' && el.type !== 'submit');
}

/** Sets a field the way typing does, so React state and form libraries see the change. */
function typeInto(el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string) {
  const proto = Object.getPrototypeOf(el) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
}

function restore(root: HTMLElement, carried: Carried) {
  const fields = fieldsOf(root);
  carried.values.forEach((old, i) => {
    const el = fields[i];
    if (!el || old.name !== el.name) return;
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
      if (el.checked !== old.checked) el.click();
    } else if (el.value !== old.value) typeInto(el, old.value);
  });
  if (carried.focusId) document.getElementById(carried.focusId)?.focus();
  const form = carried.submitForm === null ? null : root.querySelectorAll('form')[carried.submitForm];
  // After the state those input events set has rendered, so the handler sees the values.
  if (form) setTimeout(() => form.requestSubmit(), 0);
}

/**
 * A part of a page whose interactive code is not in the page's scripts. The server renders `server` (a
 * component the client bundle never imports statically) and the browser keeps that HTML as it is while it
 * hydrates the rest of the page; `load()` then brings the module — at once after hydration (`when="mount"`)
 * or when the part nears the viewport or is touched (`when="visible"`) — and `render` swaps the interactive
 * version in, with the same markup. What the visitor typed or focused meanwhile is carried over, and a
 * submit made meanwhile waits for the code and is repeated by it (without JavaScript the server's forms post
 * as plain HTML forms). After a client-side navigation there is no server HTML: the part shows
 * `fallback` until its module arrives.
 */
export function ClientIsland<M>({
  server,
  load,
  render,
  when,
  fallback = null,
  className = 'contents',
}: {
  server: ReactNode;
  load: () => Promise<M>;
  render: (module: M) => ReactNode;
  when: 'mount' | 'visible';
  fallback?: ReactNode;
  className?: string;
}) {
  const isHydrated = useHydrated();
  const [hasServerHtml] = useState(!isHydrated);
  const [loaded, setLoaded] = useState<{ module: M } | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const carried = useRef<Carried | null>(null);
  const pendingSubmit = useRef<number | null>(null);

  useEffect(() => {
    const root = ref.current;
    if (!root || loaded) return;
    let isCancelled = false;
    let isStarted = false;
    const start = () => {
      if (isStarted) return;
      isStarted = true;
      load().then(
        (module) => {
          if (isCancelled) return;
          const active = document.activeElement;
          carried.current = {
            focusId: active && root.contains(active) && active.id ? active.id : null,
            values: fieldsOf(root).map((el) => ({
              name: el.name,
              value: el.value,
              checked: 'checked' in el && el.checked,
            })),
            submitForm: pendingSubmit.current,
          };
          setLoaded({ module });
        },
        // A failed chunk (a deploy in between, a lost connection) leaves the server's HTML forms working.
        () => {},
      );
    };
    const handleSubmit = (e: SubmitEvent) => {
      const form = e.target as HTMLFormElement;
      e.preventDefault();
      pendingSubmit.current = Array.from(root.querySelectorAll('form')).indexOf(form);
      start();
    };
    root.addEventListener('submit', handleSubmit, true);
    root.addEventListener('focusin', start);
    root.addEventListener('pointerdown', start);
    let observer: IntersectionObserver | null = null;
    if (when === 'mount' || !hasServerHtml || typeof IntersectionObserver === 'undefined') start();
    else {
      observer = new IntersectionObserver((entries) => entries.some((x) => x.isIntersecting) && start(), {
        rootMargin: '600px 0px',
      });
      // The wrapper has no box of its own (display: contents): watch what it holds.
      for (const child of Array.from(root.children)) observer.observe(child);
    }
    return () => {
      isCancelled = true;
      observer?.disconnect();
      root.removeEventListener('submit', handleSubmit, true);
      root.removeEventListener('focusin', start);
      root.removeEventListener('pointerdown', start);
    };
  }, [loaded, load, when, hasServerHtml]);

  useIsomorphicLayoutEffect(() => {
    if (!loaded || !carried.current || !ref.current) return;
    const c = carried.current;
    carried.current = null;
    restore(ref.current, c);
  }, [loaded]);

  if (import.meta.env.SSR) return <div className={className}>{server}</div>;
  if (loaded) {
    return (
      <div key="live" ref={ref} className={className}>
        {render(loaded.module)}
      </div>
    );
  }
  if (hasServerHtml) {
    // Hydration keeps the server's children of an element with inner HTML as they are, unchecked.
    return (
      <div
        key="server"
        ref={ref}
        className={className}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: '' }}
      />
    );
  }
  return (
    <div key="fallback" ref={ref} className={className}>
      {fallback}
    </div>
  );
}
