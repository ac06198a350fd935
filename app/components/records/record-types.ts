import type { RecordsPage } from '../../../server/records/list-records-page';
import type { RecordCard } from '../../../server/records/records.presenter';
import type { RecordView } from '../../../server/records/records.presenter';

export type { RecordCard, RecordView };
export type RecordsPageView = RecordsPage;
export type VideoView = RecordView['videos'][number];

const dateFormat = new Intl.DateTimeFormat('uk-UA', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Kyiv',
});
export const recordDate = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : '');

const pad = (n: number) => String(n).padStart(2, '0');
/** Seconds as hh:mm:ss. */
export const clock = (s: number) => `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
