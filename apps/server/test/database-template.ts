// The integration project's migrated template, made once per run by its global setup (vitest.config.ts):
// a PGlite data directory dumped to a tarball that every test file's in-memory PGlite starts from, and,
// with DATABASE_URL, a database on that server that every test file's database is created from
// (CREATE DATABASE ... TEMPLATE); the PGlite dump is made in both modes for the tests that run an
// embedded server whatever the mode. Each run names its own, so concurrent runs never share one.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database';

/** Where a test file finds the run's template; absent when the global setup did not run. */
export type DatabaseTemplate =
  | { readonly driver: 'pglite'; readonly dumpFile: string }
  | { readonly driver: 'postgres'; readonly name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate | undefined;
    /** The PGlite dump, made in both modes: tests that run an embedded server start from it too. */
    pgliteTemplate: { readonly dumpFile: string } | undefined;
  }
}

export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

async function pgliteTemplate(): Promise<{
  template: DatabaseTemplate & { readonly driver: 'pglite' };
  remove(): Promise<void>;
}> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'reelvault-test-template-'));
  const database = await openDatabase({ pgliteDataDir: 'memory://' });
  try {
    await database.migrate();
    if (!database.dumpDataDir) throw new Error('PGlite database without dumpDataDir');
    const dump = await database.dumpDataDir();
    const dumpFile = path.join(directory, 'migrated.tar');
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
    return {
      template: { driver: 'pglite', dumpFile },
      remove: () => rm(directory, { recursive: true, force: true }),
    };
  } finally {
    await database.close();
  }
}

async function postgresTemplate(
  serverUrl: string,
): Promise<{ template: DatabaseTemplate; remove(): Promise<void> }> {
  const name = uniqueDatabaseName('rv_template');
  const remove = () => onServer(serverUrl, `drop database if exists "${name}" with (force)`);
  await onServer(serverUrl, `create database "${name}"`);
  try {
    const database = await openDatabase({ url: databaseUrl(serverUrl, name), poolSize: 1 });
    try {
      await database.migrate();
    } finally {
      // CREATE DATABASE ... TEMPLATE refuses a template that has open connections.
      await database.close();
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { template: { driver: 'postgres', name }, remove };
}

/** Vitest global setup: migrates the run's template once, and removes it when the run ends. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  const pglite = await pgliteTemplate();
  project.provide('pgliteTemplate', { dumpFile: pglite.template.dumpFile });
  if (!serverUrl) {
    project.provide('databaseTemplate', pglite.template);
    return pglite.remove;
  }
  try {
    const postgres = await postgresTemplate(serverUrl);
    project.provide('databaseTemplate', postgres.template);
    return async () => {
      await postgres.remove();
      await pglite.remove();
    };
  } catch (error) {
    await pglite.remove();
    throw error;
  }
}
