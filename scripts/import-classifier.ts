/**
 * Loads the official ДК 003:2010 list into the database: `npm run classifier:import -- <file.csv>`.
 * The file is the table as published (`code;title`, semicolon, comma or tab; UTF-8 or Windows-1251; a
 * header row is skipped). Bad rows are listed by line and skipped; rows already loaded are kept.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../server/db/client';
import { runMigrations, STARTUP_LOCK } from '../server/db/migrate';
import { loadEnv } from '../server/env';
import { decodeClassifierFile, parseClassifierCsv } from '../server/tools/classifier';
import { importProfessions } from '../server/tools/professions/import-professions';

const file = process.argv[2];
if (!file) {
  console.error('Вкажіть файл класифікатора: npm run classifier:import -- шлях/до/dk003.csv');
  process.exit(2);
}
const parsed = parseClassifierCsv(decodeClassifierFile(readFileSync(path.resolve(file))));
for (const e of parsed.errors) console.warn(`Рядок ${e.line}: ${e.message}`);
if (!parsed.rows.length) {
  console.error('У файлі немає жодного коректного рядка.');
  process.exit(1);
}
const env = loadEnv();
const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: path.join(env.DATA_DIR, 'db'),
  sharedBuffers: env.PGLITE_SHARED_BUFFERS,
});
try {
  await database.withLock(STARTUP_LOCK, () => runMigrations(database));
  const { added } = await importProfessions({ db: database.db, rows: parsed.rows, checked: true });
  console.log(
    `Прочитано рядків: ${parsed.rows.length}; додано нових: ${added}; пропущено з помилками: ${parsed.errors.length}.`,
  );
} finally {
  await database.close();
}
