import { kyivDateTime } from '../../../common/uk-locale';

/**
 * DD.MM.YYYY HH:mm (spec part 2 §9) in Kyiv time: the server and the browser print the same text
 * whatever their own zones (a server in UTC and a reader in Kyiv otherwise disagree by two or three
 * hours, and the page's hydration finds a different text).
 */
export function newsDate(iso: string | null): string {
  return iso ? kyivDateTime(iso) : '';
}
