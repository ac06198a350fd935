import { limits } from '../../common/limits';
import { msg } from '../../common/messages';
import type { UploadPolicy } from './store-upload';

/** Bytes that end every well-formed file of a kind; anything after them is a hidden payload. */
const PNG_END = [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

function endsWith(bytes: Uint8Array, tail: number[]): boolean {
  if (bytes.length < tail.length) return false;
  const start = bytes.length - tail.length;
  return tail.every((b, i) => bytes[start + i] === b);
}

/** Trailing zero padding some encoders add is harmless; anything else after the end is not. */
function withoutPadding(bytes: Uint8Array): Uint8Array {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end--;
  return bytes.subarray(0, end);
}

const MARKUP = /<(?:html|script|svg|iframe|body|!doctype|\?xml)/i;

/** Markup inside an image's bytes (a polyglot): looked for at both ends, where payloads hide. */
function hasMarkup(bytes: Uint8Array): boolean {
  const latin = (part: Uint8Array) => Buffer.from(part).toString('latin1');
  const head = latin(bytes.subarray(0, 2048));
  const tail = latin(bytes.subarray(Math.max(0, bytes.length - 4096)));
  return MARKUP.test(head) || MARKUP.test(tail);
}

/**
 * Content checks beyond the magic number: the file must end where its format ends (a PNG with HTML
 * appended is refused) and images must carry no markup.
 */
export function isWellFormed(bytes: Uint8Array, ext: string): boolean {
  switch (ext) {
    case 'png':
      return endsWith(bytes, PNG_END) && !hasMarkup(bytes);
    case 'gif':
      return endsWith(withoutPadding(bytes), [0x3b]) && !hasMarkup(bytes);
    case 'jpg':
      return endsWith(withoutPadding(bytes), [0xff, 0xd9]) && !hasMarkup(bytes);
    case 'bmp': {
      const declared = bytes.length >= 6 ? Buffer.from(bytes).readUInt32LE(2) : -1;
      return declared === bytes.length && !hasMarkup(bytes);
    }
    case 'pdf':
      return Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024)))
        .toString('latin1')
        .includes('%%EOF');
    default:
      return true;
  }
}

/** Detected extensions allowed as attachments: the spec's list ('jpeg' is detected as 'jpg'). */
const ALLOWED = [...limits.attachments.types, 'jpg'] as string[];

/**
 * Files attached to comments, error reports and consultation questions (spec part 2 §9): the
 * spec's types by content, 2 MB each, the spec's messages.
 */
export const attachmentPolicy = (field = 'file'): UploadPolicy => ({
  allow: ALLOWED,
  maxBytes: limits.attachments.maxFileBytes,
  typeMessage: (name) => msg.attachmentType(name),
  sizeMessage: msg.attachmentSize,
  field,
  verify: isWellFormed,
});
