import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../http/errors';

/** What a stored file is, decided by its bytes (never by its name or the browser's claim). */
export interface StoredUpload {
  /** Public URL path, served by GET /uploads/*. */
  url: string;
  name: string;
  size: number;
  mime: string;
  ext: string;
}

/** Extensions whose content has no magic number; accepted only when the bytes are text. */
const TEXT_KINDS: Record<string, string> = { txt: 'text/plain', csv: 'text/csv' };

export interface UploadPolicy {
  /** Allowed extensions by detected content (e.g. ['png','jpg','webp','gif']). */
  allow: string[];
  maxBytes: number;
  /** Message for a disallowed type; receives the original file name. */
  typeMessage: (name: string) => string;
  sizeMessage: string;
  /** Field name for the 422 errors map. */
  field: string;
  /** Extra content check after the type is known (e.g. nothing hidden after an image's end). */
  verify?: (bytes: Uint8Array, ext: string) => boolean;
}

export const imagePolicy = (field: string): UploadPolicy => ({
  allow: ['png', 'jpg', 'webp', 'gif'],
  maxBytes: 5 * 1024 * 1024,
  typeMessage: () => 'Завантажте зображення у форматі PNG, JPEG, WebP або GIF',
  sizeMessage: 'Зображення має бути менше 5 МБ',
  field,
});

function looksLikeText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 4096);
  for (const b of sample) if (b === 0) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(
      sample.length === bytes.length ? sample : sample.subarray(0, sample.length - 4),
    );
    return true;
  } catch {
    return false;
  }
}

/** A file that passed its policy: its bytes and what they are. */
export interface CheckedUpload {
  name: string;
  bytes: Uint8Array;
  mime: string;
  ext: string;
}

/** Checks a file by content against a policy; refusals are 422s with the policy's messages. */
export async function checkUpload(file: File, policy: UploadPolicy): Promise<CheckedUpload> {
  const name = path.basename(file.name || 'file').slice(0, 200);
  const fail = (message: string) =>
    new AppError('validation_failed', { fields: { [policy.field]: [message] }, message });
  if (file.size > policy.maxBytes) throw fail(policy.sizeMessage);
  if (file.size === 0) throw fail(policy.typeMessage(name));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  let ext: string | undefined = detected?.ext;
  let mime: string | undefined = detected?.mime;
  if (!detected) {
    const claimed = path.extname(name).slice(1).toLowerCase();
    if (TEXT_KINDS[claimed] && looksLikeText(bytes)) {
      ext = claimed;
      mime = TEXT_KINDS[claimed];
    }
  }
  // file-type reports legacy Office files as "cfb"; the claimed extension tells which one.
  if (ext === 'cfb') {
    const claimed = path.extname(name).slice(1).toLowerCase();
    if (claimed === 'doc' || claimed === 'xls') {
      ext = claimed;
      mime = claimed === 'doc' ? 'application/msword' : 'application/vnd.ms-excel';
    }
  }
  if (!ext || !mime || !policy.allow.includes(ext)) throw fail(policy.typeMessage(name));
  if (policy.verify && !policy.verify(bytes, ext)) throw fail(policy.typeMessage(name));
  return { name, bytes, mime, ext };
}

/** Writes bytes durably under DATA_DIR/<root>/<dir>/ with a random name; returns the relative path. */
export async function writeUpload(opts: {
  dataDir: string;
  root?: string;
  dir: string;
  bytes: Uint8Array;
  ext: string;
}) {
  const id = crypto.randomBytes(12).toString('hex');
  const relative = path.posix.join(opts.dir, `${id}.${opts.ext}`);
  const target = path.join(opts.dataDir, opts.root ?? 'uploads', relative);
  await fs.mkdir(path.dirname(target), { recursive: true });
  const handle = await fs.open(target, 'w');
  try {
    await handle.writeFile(opts.bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return relative;
}

/** Checks a file by content against a policy, then stores it under DATA_DIR/uploads/<dir>/ (public). */
export async function storeUpload(opts: {
  dataDir: string;
  dir: string;
  file: File;
  policy: UploadPolicy;
}): Promise<StoredUpload> {
  const { name, bytes, mime, ext } = await checkUpload(opts.file, opts.policy);
  const relative = await writeUpload({ dataDir: opts.dataDir, dir: opts.dir, bytes, ext });
  return { url: `/uploads/${relative}`, name, size: bytes.length, mime, ext };
}
