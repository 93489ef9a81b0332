// The process entry: read the config, build the app, listen, and close cleanly on SIGINT or SIGTERM. With
// SERVER_PROCESSES above 1 this process is the primary that runs that many such servers (cluster.ts).
import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { openCommandSocket } from './cli/command-socket';
import { runPrimary, siteAddress } from './cluster';
import { ConfigError, loadConfig } from './config';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
  if (config.serverProcesses > 1 && cluster.isPrimary) {
    await runPrimary(config);
    return;
  }
  const app = await buildApp(config);
  let closeCommandSocket: () => Promise<void> = async () => undefined;
  closeWithGrace(
    {
      delay: 10_000,
      // A worker hears the terminal's Ctrl-C and then the primary's SIGTERM: it goes on closing (the
      // primary kills a worker that takes too long).
      ...(cluster.isWorker ? { onSecondSignal: () => undefined } : {}),
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'stopping after an error');
      else app.log.info({ signal }, 'stopping');
      await closeCommandSocket();
      await app.close();
    },
  );
  await app.listen({ host: config.host, port: config.port });
  // Embedded mode: the operator's commands reach the one process that may open the database (decision 0028).
  if (!config.databaseUrl) closeCommandSocket = await openCommandSocket(app);
  // The primary says where the site runs, once for all its workers.
  if (cluster.isWorker) return;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  process.stdout.write(
    `\nReelvault is running on ${siteAddress(config, port)} (database: ${app.database.driver})\n\n`,
  );
}

await main();
