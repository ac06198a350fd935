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

/** Checks a file by content against a policy, then stores it under DATA_DIR/uploads/<dir>/. */
export async function storeUpload(opts: {
  dataDir: string;
  dir: string;
  file: File;
  policy: UploadPolicy;
}): Promise<StoredUpload> {
  const { file, policy } = opts;
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
    if (claimed === 'doc' || claimed === 'xls') ext = claimed;
  }
  if (!ext || !mime || !policy.allow.includes(ext)) throw fail(policy.typeMessage(name));
  const id = crypto.randomBytes(12).toString('hex');
  const relative = path.posix.join(opts.dir, `${id}.${ext}`);
  const target = path.join(opts.dataDir, 'uploads', relative);
  await fs.mkdir(path.dirname(target), { recursive: true });
  const handle = await fs.open(target, 'w');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return { url: `/uploads/${relative}`, name, size: bytes.length, mime, ext };
}
