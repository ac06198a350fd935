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

/** Where the webinar's files download from (participants only: server/webinars/material-files.ts). */
export const materialFileUrl = (fileId: number) => `/api/webinar-materials/attachments/${fileId}`;

/** The materials as links: files through their access-checked download. */
export function presentMaterials(w: Pick<WebinarRow, 'materials'>) {
  return w.materials.map((m) =>
    m.fileId
      ? { title: m.title, kind: 'file' as const, url: materialFileUrl(m.fileId) }
      : { title: m.title, kind: 'link' as const, url: m.url ?? '/' },
  );
}

/** With blocks and options (query=full, the webinar page). */
export function presentWebinarFull(w: WebinarRow, opts: { isRegistered: boolean }) {
  return {
    ...presentWebinarSummary(w, opts),
    room_alias: w.roomAlias,
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
