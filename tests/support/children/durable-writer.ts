// Child process for the durability test: opens PGlite at argv[2], and for each line on stdin
// inserts a row and prints "ACK <n>" only after the insert has resolved (= acknowledged).
import readline from 'node:readline';
import { openDatabase } from '../../../server/db/client';
import { runMigrations } from '../../../server/db/migrate';
import { topics } from '../../../server/db/schema';

const database = await openDatabase({ dataDir: process.argv[2] });
await runMigrations(database);
console.log('READY');
const rl = readline.createInterface({ input: process.stdin });
for await (const line of rl) {
  const n = Number(line.trim());
  await database.db.insert(topics).values({ alias: `durable-${n}`, title: `Тема ${n}` });
  console.log(`ACK ${n}`);
}
