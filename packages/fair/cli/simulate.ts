// npm run fair:simulate [-- --rounds N] [model ...]
// Plays N rounds (10^6 by default) of each slot model on the real fair stream and compares RTP, hit frequency
// and free spin frequency with the stored PAR sheet. Passes when every figure lies within 4 standard errors.
// Long: about a minute per model on one core, so it stays out of the unit suite (which plays 30,000 rounds).
import { parSheetOf } from '../src/slots/par-sheets';
import { compareWithPar, simulateSlot, type SimulatedFigure } from '../src/slots/slot-simulation';
import { commandArguments, namedSlotModels, refuseArguments } from './args';

const TOLERANCE = 4;
const usage = 'usage: npm run fair:simulate -- [--rounds N] [model ...]';
const { values, positionals } = commandArguments({ rounds: { type: 'string' } }, usage);
const rounds = values.rounds === undefined ? 1_000_000 : Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1) refuseArguments(usage, '--rounds takes a number of rounds.');
const models = namedSlotModels(positionals, usage);

const row = (name: string, figure: SimulatedFigure) => {
  const ok = Math.abs(figure.z) < TOLERANCE;
  console.log(
    `  ${name.padEnd(22)} simulated ${figure.simulated.toFixed(6)}  exact ${figure.exact.toFixed(6)}  ` +
      `SE ${figure.standardError.toFixed(6)}  z ${figure.z.toFixed(2).padStart(6)}  ${ok ? 'ok' : 'OUT OF TOLERANCE'}`,
  );
  return ok;
};

let failures = 0;
for (const model of models) {
  const started = performance.now();
  const simulation = simulateSlot(model, rounds, {
    serverSeed: 'reelvault-simulation',
    clientSeed: model.id,
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(`\n${model.id}: ${rounds} rounds in ${seconds.toFixed(1)} s`);
  const figures = compareWithPar(simulation, parSheetOf(model.id));
  const results = [
    row('RTP', figures.rtp),
    row('hit frequency', figures.hitFrequency),
    row('free spins frequency', figures.freeSpinsFrequency),
  ];
  failures += results.filter((ok) => !ok).length;
}
console.log(
  failures === 0
    ? `\nAll figures within ${TOLERANCE} standard errors.`
    : `\n${failures} figure(s) out of tolerance.`,
);
if (failures > 0) process.exitCode = 1;
