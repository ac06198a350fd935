import { limits } from './limits';
import { msg } from './messages';

/** Attachment rules shared by the upload widget and the server (spec part 1 §5, part 2 §9). */
export const attachmentRules = {
  ...limits.attachments,
  /** For the file picker; the server decides by content. */
  accept: '.bmp,.csv,.doc,.docx,.gif,.jpeg,.jpg,.pdf,.png,.rtf,.txt,.xls,.xlsx',
  /** The spec gives the 10 MB total without a text of its own. */
  totalMessage: 'Загальний розмір файлів має бути не більше 10 мб',
} as const;

/** The public shape of an attachment (spec part 2 §3). */
export interface AttachmentView {
  id: number;
  name: string;
  url: string;
  size: number;
}

/**
 * First refusal of a planned set of files by name and size (the checks a browser can make before
 * sending; the server repeats them and checks the content).
 */
export function attachmentSetError(files: { name: string; size: number }[]): string | null {
  if (files.length > limits.attachments.maxFiles) return msg.attachmentCount;
  const seen = new Set<string>();
  let total = 0;
  for (const f of files) {
    if (seen.has(f.name)) return msg.attachmentDuplicate(f.name);
    seen.add(f.name);
    if (f.size > limits.attachments.maxFileBytes) return msg.attachmentSize;
    total += f.size;
  }
  return total > limits.attachments.maxTotalBytes ? attachmentRules.totalMessage : null;
}
