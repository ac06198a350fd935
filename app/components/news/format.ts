const two = (n: number) => String(n).padStart(2, '0');

/**
 * DD.MM.YYYY HH:mm (spec part 2 §9), local time. Digits only, so no date library or locale data
 * travels to the browser with every news page.
 */
export function newsDate(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${two(d.getDate())}.${two(d.getMonth() + 1)}.${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}`;
}
