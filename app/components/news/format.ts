import { format } from 'date-fns';
import { uk } from 'date-fns/locale';

/** DD.MM.YYYY HH:mm (spec part 2 §9). */
export function newsDate(iso: string | null): string {
  return iso ? format(new Date(iso), 'dd.MM.yyyy HH:mm', { locale: uk }) : '';
}
