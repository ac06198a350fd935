import { documentFileName, documentMessages } from '../../common/documents';
import type { ThemeId } from '../../common/themes';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { AppError, validationError } from '../http/errors';
import { companyTags, getCompanyProfile } from './company-profile';
import { DOCX_TYPE, type DocumentFile, openForDownload, renderTemplate, storedDocx } from './document-file';
import { type PlaceholderTag, type TagValues, tagInputs, withDerived } from './seed/model';

/**
 * "Заповнити за моїми даними": the template filled with the user's stored company details and the
 * values entered for this document (employee, dates, amount), as a DOCX. Amounts get their words,
 * day counts their noun; an empty value stays a line to write on.
 */
export async function fillDocument(opts: {
  db: Db;
  user: SessionUser;
  id: number;
  values: TagValues;
  theme?: ThemeId;
}): Promise<DocumentFile> {
  const doc = await openForDownload(opts);
  const tags = doc.placeholders as PlaceholderTag[];
  if (!tags.length) throw new AppError('bad_request', { message: documentMessages.notFillable });
  let company: TagValues = {};
  if (tags.some((t) => t.startsWith('company.'))) {
    const profile = await getCompanyProfile(opts);
    if (!profile) throw validationError({ company: [documentMessages.profileMissing] });
    company = companyTags(profile);
  }
  const asked = new Set<string>(tagInputs(tags));
  const entered = Object.fromEntries(
    Object.entries(opts.values).filter(([tag, v]) => asked.has(tag) && !tag.startsWith('company.') && v),
  ) as TagValues;
  const template = await storedDocx(opts.db, doc, 'template');
  const content = renderTemplate(template, withDerived({ ...company, ...entered }));
  return { name: documentFileName(doc.title, 'filled', 'docx'), type: DOCX_TYPE, content };
}
