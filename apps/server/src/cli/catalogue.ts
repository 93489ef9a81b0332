// `npm run catalogue:import -- <feed.json>`: checks a catalogue feed and imports it into the configured
// database (DATABASE_URL, or the embedded one in DATA_DIR; stop the server first in embedded mode, since
// PGlite serves one process). A bad feed imports nothing and every bad entry is listed.
// `npm run catalogue:demo-feed -- [out.json]`: writes (or prints) the generated demo feed.
import { readFile, writeFile } from 'node:fs/promises';
import { openConfiguredDatabase } from '../app';
import { ConfigError, loadConfig } from '../config';
import { generateDemoFeed } from '../demo/catalogue-feed';
import { readFeedDocument } from '../modules/catalogue/feed-document';
import { importCatalogue } from '../modules/catalogue/importer';

const usage = 'usage: npm run catalogue:import -- <feed.json> | npm run catalogue:demo-feed -- [out.json]';

async function importFile(file: string): Promise<number> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    console.error(`Cannot read ${file}: ${(error as Error).message}`);
    return 1;
  }
  // The same check as the back office's upload (decision 0807): every problem with its line.
  const checked = readFeedDocument(text);
  if (!checked.ok) {
    console.error(`The feed was not imported: ${checked.issues.length} problem(s).`);
    for (const issue of checked.issues) {
      const line = issue.line === null ? '' : `line ${issue.line}: `;
      console.error(`  ${line}${issue.where}: ${issue.message}`);
    }
    return 1;
  }
  const feed = checked.feed;
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const started = performance.now();
    const report = await importCatalogue(database.db, feed);
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    const line = (what: string, counts: typeof report.games) =>
      `${what}: ${counts.added} added, ${counts.updated} updated, ${counts.retired} retired, ${counts.unchanged} unchanged`;
    console.log(`Imported ${file} into ${database.driver} in ${seconds} s`);
    console.log(`  ${line('studios', report.providers)}`);
    console.log(`  ${line('games', report.games)}`);
    console.log(`  page lists updated: ${report.pageListsUpdated}`);
    console.log(report.revision === null ? '  nothing changed' : `  catalogue revision ${report.revision}`);
    return 0;
  } finally {
    await database.close();
  }
}

async function writeDemoFeed(target: string | undefined): Promise<number> {
  const document = `${JSON.stringify(generateDemoFeed(), null, 1)}\n`;
  if (target) await writeFile(target, document);
  else process.stdout.write(document);
  return 0;
}

async function main(): Promise<number> {
  const [command, argument] = process.argv.slice(2);
  if (command === 'import' && argument) return importFile(argument);
  if (command === 'demo-feed') return writeDemoFeed(argument);
  console.error(usage);
  return 2;
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exitCode = 78;
  } else throw error;
}
