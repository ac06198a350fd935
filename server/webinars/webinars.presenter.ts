import type { webinars } from '../db/schema';

export type WebinarRow = typeof webinars.$inferSelect;

/** Free webinar of spec part 2 §3: id, title, date, client_registered, lectors_thumbs, blocks, options. */
export function presentWebinar(w: WebinarRow, opts: { isRegistered: boolean; isFull: boolean }) {
  return opts.isFull ? presentWebinarFull(w, opts) : presentWebinarSummary(w, opts);
}

function presentWebinarSummary(w: WebinarRow, opts: { isRegistered: boolean }) {
  return {
    id: w.id,
    title: w.title,
    date: w.startsAt.toISOString(),
    client_registered: opts.isRegistered,
    lectors_thumbs: w.lecturers.map((l) => l.photo).filter((p): p is string => Boolean(p)),
    record_id: w.recordId,
  };
}

/** With blocks and options (query=full, the webinar page). */
export function presentWebinarFull(w: WebinarRow, opts: { isRegistered: boolean }) {
  return {
    ...presentWebinarSummary(w, opts),
    description: w.description,
    duration_minutes: w.durationMinutes,
    blocks: [
      { type: 'lectors', order: 1, lectors: w.lecturers },
      { type: 'programme', order: 2, items: w.programme },
      { type: 'gifts', order: 3, items: w.gifts },
    ],
    options: {
      gifts: w.gifts,
      campaigns: { webCatalogCampaign: w.catalogCampaign, webEnterCampaign: w.enterCampaign },
      lecturers: w.lecturers,
      fields: ['name', 'email', 'phone'],
      timer: w.startsAt.toISOString(),
      price: 0,
      gift: w.gifts[0] ?? null,
    },
  };
}
