import { type DocumentFormat, documentFileName, documentMessages, positionWithCode } from '../../common/documents';
import type { ThemeId } from '../../common/themes';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { AppError, validationError } from '../http/errors';
import { getProfessionEntry } from '../tools/professions/browse-professions';
import { companyTags, getCompanyProfile } from './company-profile';
import {
  buildFlat,
  type DocumentFile,
  FILE_TYPES,
  openForDownload,
  renderTemplate,
  requireFormat,
  storedDocx,
} from './document-file';
import { saveFillValues } from './fill-values';
import { BLANK, fillBlocks, type PlaceholderTag, type TagValues, tagInputs, withDerived } from './seed/model';

/** The code a position was chosen under; stored with the values, printed beside the title. */
export const POSITION_CODE = 'employee.position_code';

export type FillValues = TagValues & { [POSITION_CODE]?: string };

/**
 * A position chosen from the professions classifier must be one of its titles under that code
 * (the tools capability's classifier answers); the document then prints it with the code.
 */
async function checkedPosition(db: Db, title: string | undefined, code: string | undefined) {
  if (!code) return title;
  if (!title) throw validationError({ [POSITION_CODE]: [documentMessages.positionUnknown] });
  const entry = await getProfessionEntry({ db, code }).catch((err: unknown) => {
    if (err instanceof AppError && (err.id === 'not_found' || err.id === 'validation_failed')) return null;
    throw err;
  });
  const known = entry?.titles.some((t) => t.code === code && t.title === title);
  if (!known) throw validationError({ 'employee.position': [documentMessages.positionUnknown] });
  return positionWithCode(title, code);
}

/**
 * "Заповнити за моїми даними": the template filled with the user's stored company details and the
 * values entered for this document (employee, dates, amount) as a DOCX, or a PDF/XLSX where the
 * document offers them. Amounts get their words, day counts their noun; an empty value stays a line
 * to write on. The entered values are kept for the user's next fill of the same document.
 */
export async function fillDocument(opts: {
  db: Db;
  user: SessionUser;
  id: number;
  values: FillValues;
  format?: DocumentFormat;
  theme?: ThemeId;
}): Promise<DocumentFile> {
  const format = opts.format ?? 'docx';
  const doc = await openForDownload(opts);
  const tags = doc.placeholders as PlaceholderTag[];
  if (!tags.length) throw new AppError('bad_request', { message: documentMessages.notFillable });
  requireFormat(doc, format);
  let company: TagValues = {};
  if (tags.some((t) => t.startsWith('company.'))) {
    const profile = await getCompanyProfile(opts);
    if (!profile) throw validationError({ company: [documentMessages.profileMissing] });
    company = companyTags(profile);
  }
  const asked = new Set<string>(tagInputs(tags));
  const entered = Object.fromEntries(
    Object.entries(opts.values).filter(([tag, v]) => asked.has(tag) && !tag.startsWith('company.') && v),
  ) as Record<string, string>;
  const code = asked.has('employee.position') ? opts.values[POSITION_CODE] || undefined : undefined;
  const position = await checkedPosition(opts.db, entered['employee.position'], code);
  await saveFillValues({
    db: opts.db,
    user: opts.user,
    id: doc.id,
    values: { ...entered, ...(code ? { [POSITION_CODE]: code } : {}) },
  });
  const values = withDerived({ ...company, ...entered, ...(position ? { 'employee.position': position } : {}) });
  const name = documentFileName(doc.title, 'filled', format);
  if (format !== 'docx') {
    const content = await buildFlat(format, { title: doc.title, blocks: fillBlocks(doc.body, values, BLANK) });
    return { name, type: FILE_TYPES[format], content };
  }
  const template = await storedDocx(opts.db, doc, 'template');
  return { name, type: FILE_TYPES.docx, content: await renderTemplate(template, values) };
}
