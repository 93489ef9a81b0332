// npm run fair:par [-- --write | --check] [model ...]
// Computes the exact PAR sheet of every slot model (or those named) by enumerating every reel stop combination,
// prints it, and with --write stores it beside the models (src/slots/par/<model>.json) for the rules panel;
// --check fails when a stored sheet differs from the computation.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { computeParSheet, type Contribution, type ParSheet } from '../src/slots/par-sheet';
import { commandArguments, namedSlotModels } from './args';

const parFolder = path.resolve(import.meta.dirname, '../src/slots/par');
const usage = 'usage: npm run fair:par -- [--write | --check] [model ...]';
const { values, positionals } = commandArguments(
  { write: { type: 'boolean' }, check: { type: 'boolean' } },
  usage,
);
const write = values.write === true;
const check = values.check === true;
const models = namedSlotModels(positionals, usage);

const percent = (decimal: string, digits = 4) => `${(Number(decimal) * 100).toFixed(digits)}%`;

function table(title: string, rows: readonly Contribution[], unit: string) {
  console.log(`  ${title}`);
  for (const row of rows) {
    const name = `${row.count} x ${row.symbol}`.padEnd(9);
    const pays = `${row.pays} ${unit}`.padEnd(18);
    console.log(`    ${name} pays ${pays} p=${row.probability.padEnd(15)} RTP ${percent(row.rtp)}`);
  }
}

function print(sheet: ParSheet, seconds: number) {
  console.log(
    `\n${sheet.model} (${sheet.mathVersion}, ${sheet.volatility} volatility, ${sheet.lines} lines)`,
  );
  console.log(
    `  reels ${sheet.reelLengths.join('/')}, free spin reels ${sheet.freeSpinReelLengths.join('/')}`,
  );
  console.log(`  combinations: base ${sheet.combinations.base}, free spin ${sheet.combinations.freeSpin}`);
  console.log(`  RTP              ${percent(sheet.rtp.decimal, 6)}  (exact fraction in the JSON sheet)`);
  console.log(`    base game      ${percent(sheet.baseGameRtp.decimal, 6)}`);
  console.log(`    free spins     ${percent(sheet.freeSpinsRtp.decimal, 6)}`);
  console.log(`  hit frequency    ${percent(sheet.hitFrequency.decimal)} (${sheet.hitFrequency.exact})`);
  console.log(
    `  volatility       standard deviation ${sheet.volatilityIndex.standardDeviation} per unit staked`,
  );
  const { freeSpins } = sheet;
  console.log(
    `  free spins       1 in ${freeSpins.triggerOneIn} rounds, ${freeSpins.expectedSpinsPerTrigger} spins and ` +
      `${freeSpins.averageWinPerTrigger} stakes per trigger on average`,
  );
  console.log(`  max base spin    ${sheet.maxBaseSpinWin} stakes`);
  table('base game line pays', sheet.contributions.baseLines, 'line bets');
  table('base game scatter', sheet.contributions.baseScatter, 'stakes');
  table(
    'free spin line pays (multiplier and spins per round included)',
    sheet.contributions.freeSpinLines,
    'line bets',
  );
  table('free spin scatter', sheet.contributions.freeSpinScatter, 'stakes');
  console.log('  base spin wins');
  for (const { from, to, probability } of sheet.baseWinDistribution) {
    const range = to === 0 ? 'nothing' : to === null ? `${from}+ stakes` : `[${from}, ${to}) stakes`;
    console.log(`    ${range.padEnd(18)} ${percent(probability)}`);
  }
  console.log(`  computed in ${seconds.toFixed(1)} s`);
}

let stale = 0;
for (const model of models) {
  const started = performance.now();
  const sheet = computeParSheet(model);
  print(sheet, (performance.now() - started) / 1000);
  const file = path.join(parFolder, `${model.id}.json`);
  if (write) {
    const text = await format(JSON.stringify(sheet), { ...(await resolveConfig(file)), filepath: file });
    await writeFile(file, text);
    console.log(`  written to ${path.relative(process.cwd(), file)}`);
  }
  if (check) {
    const stored: unknown = JSON.parse(await readFile(file, 'utf8').catch(() => 'null'));
    const same = isDeepStrictEqual(stored, JSON.parse(JSON.stringify(sheet)));
    console.log(same ? '  stored sheet matches' : `  STORED SHEET DIFFERS: run npm run fair:par -- --write`);
    if (!same) stale += 1;
  }
}
if (stale > 0) process.exitCode = 1;
