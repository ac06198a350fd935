import { eq } from 'drizzle-orm';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { companyProfiles } from '../db/schema';
import type { TagValues } from './seed/model';

export interface CompanyProfileInput {
  name: string;
  edrpou: string;
  director: string;
  address: string;
  accountant: string;
}

/** The user's stored company details, or null before the first save. */
export async function getCompanyProfile(opts: { db: Db; user: SessionUser }) {
  const [row] = await opts.db.select().from(companyProfiles).where(eq(companyProfiles.userId, opts.user.id)).limit(1);
  return row ?? null;
}

/** Saves the company details (validated by the schema, ЄДРПОУ by its control digit). */
export async function saveCompanyProfile(opts: { db: Db; user: SessionUser; input: CompanyProfileInput }) {
  const values = { ...opts.input, userId: opts.user.id, updatedAt: new Date() };
  const [row] = await opts.db
    .insert(companyProfiles)
    .values(values)
    .onConflictDoUpdate({ target: companyProfiles.userId, set: values })
    .returning();
  return row;
}

export function presentCompanyProfile(row: Awaited<ReturnType<typeof getCompanyProfile>>) {
  if (!row) return null;
  return {
    name: row.name,
    edrpou: row.edrpou,
    director: row.director,
    address: row.address,
    accountant: row.accountant,
  };
}

export function companyTags(row: NonNullable<Awaited<ReturnType<typeof getCompanyProfile>>>): TagValues {
  return {
    'company.name': row.name,
    'company.edrpou': row.edrpou,
    'company.director': row.director,
    'company.address': row.address,
    'company.accountant': row.accountant || undefined,
  };
}
