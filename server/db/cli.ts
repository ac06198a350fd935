import path from 'node:path';
import { loadEnv } from '../env';
import { createLogger } from '../observability/logger';
import { openDatabase } from './client';
import { runMigrations, STARTUP_LOCK } from './migrate';
import { seedDatabase } from './seed';

const command = process.argv[2];
const env = loadEnv();
const log = createLogger(env.LOG_LEVEL);
const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: path.join(env.DATA_DIR, 'db'),
  sharedBuffers: env.PGLITE_SHARED_BUFFERS,
});
try {
  await database.withLock(STARTUP_LOCK, async () => {
    await runMigrations(database);
    if (command === 'seed') await seedDatabase({ db: database.db, demo: true, log });
  });
  console.log(command === 'seed' ? 'Міграції застосовано, демо-дані додано.' : 'Міграції застосовано.');
} finally {
  await database.close();
}
