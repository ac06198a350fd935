import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { buildPromotionEvent, type PromotionPlacement } from '../../../common/analytics';
import { SLIDE_INTERVAL_MS, type SlideView } from '../../../common/slider';
import { pushDataLayer } from '../subscriptions/data-layer';

const promotion = (type: 'view' | 'select' | 'close', s: SlideView) =>
  pushDataLayer(
    buildPromotionEvent({
      type,
      placement: s.placement as PromotionPlacement,
      link: s.link,
      title: s.title,
      base: window.location.origin,
    }),
  );

const control =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-full border border-slate-300 bg-white px-3 ' +
  'text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-[var(--color-primary)]';

/**
 * The home and news sliders (WAI-ARIA carousel). The server renders the first slide and links to the
 * others, so the block works before scripts load; with scripts it turns, pauses on hover, focus and the
 * pause button (never turns under reduced motion), answers the arrow keys and pushes promotion
 * view / select / close events with each slide's placement.
 */
export function PromoSlider({ slides, label }: { slides: SlideView[]; label: string }) {
  const [index, setIndex] = useState(0);
  const [isHydrated, setHydrated] = useState(false);
  const [isPlaying, setPlaying] = useState(true);
  const [isHeld, setHeld] = useState(false);
  const [isClosed, setClosed] = useState(false);
  const seen = useRef(new Set<number>());
  const count = slides.length;

  useEffect(() => {
    setHydrated(true);
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) setPlaying(false);
  }, []);
  useEffect(() => {
    const s = slides[index];
    if (!isHydrated || isClosed || !s || seen.current.has(s.id)) return;
    seen.current.add(s.id);
    promotion('view', s);
  }, [index, isHydrated, isClosed, slides]);
  useEffect(() => {
    if (!isHydrated || !isPlaying || isHeld || isClosed || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), SLIDE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [isHydrated, isPlaying, isHeld, isClosed, count]);

  if (!count || isClosed) return null;
  const go = (to: number) => setIndex((to + count) % count);
  const handleKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(index + 1);
    else if (e.key === 'ArrowLeft') go(index - 1);
    else return;
    e.preventDefault();
  };
  const handleClose = () => {
    promotion('close', slides[index]);
    setClosed(true);
  };

  return (
    <section
      aria-roledescription="карусель"
      aria-label={label}
      className="relative flex flex-col gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6"
      data-testid="promo-slider"
      onKeyDown={handleKeyDown}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div aria-live={isPlaying && !isHeld ? 'off' : 'polite'}>
        {slides.map((s, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel's slide is a group, not a form fieldset
          <div
            key={s.id}
            role="group"
            aria-roledescription="слайд"
            aria-label={`${i + 1} з ${count}`}
            hidden={i !== index}
            className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-6"
          >
            {s.image ? <img src={s.image} alt="" className="h-24 w-auto rounded-lg object-cover" /> : null}
            <div className="flex flex-1 flex-col gap-2">
              <h2 className="text-lg font-semibold sm:text-xl">{s.title}</h2>
              {s.text ? <p className="text-slate-700">{s.text}</p> : null}
              <a href={s.link} className="btn-primary self-start" onClick={() => promotion('select', s)}>
                {s.button}
              </a>
            </div>
          </div>
        ))}
      </div>
      {isHydrated ? (
        <div className="flex flex-wrap items-center gap-2">
          <button type="button" className={control} aria-label="Попередній слайд" onClick={() => go(index - 1)}>
            ‹
          </button>
          <button
            type="button"
            className={control}
            aria-label={isPlaying ? 'Зупинити прокручування' : 'Увімкнути прокручування'}
            onClick={() => setPlaying((p) => !p)}
          >
            {isPlaying ? '❚❚' : '▶'}
          </button>
          <button type="button" className={control} aria-label="Наступний слайд" onClick={() => go(index + 1)}>
            ›
          </button>
          <ul className="flex flex-wrap gap-1" aria-label="Слайди">
            {slides.map((s, i) => (
              <li key={s.id}>
                <button
                  type="button"
                  className="flex h-6 w-6 items-center justify-center rounded-full"
                  aria-label={`Слайд ${i + 1}: ${s.title}`}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => setIndex(i)}
                >
                  <span
                    className={`h-3 w-3 rounded-full ${i === index ? 'bg-[var(--color-primary)]' : 'bg-slate-400'}`}
                  />
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className={`${control} ml-auto`} onClick={handleClose}>
            Сховати
          </button>
        </div>
      ) : count > 1 ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Інші пропозиції">
          {slides.slice(1).map((s) => (
            <li key={s.id}>
              <a href={s.link} className="text-[var(--color-primary)] underline">
                {s.title}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
