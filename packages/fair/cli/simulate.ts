// npm run fair:simulate [-- --rounds N] [model ...]
// Plays N rounds (10^6 by default) of each slot model on the real fair stream and compares RTP, hit frequency
// and free spin frequency with the stored PAR sheet. Passes when every figure lies within 4 standard errors.
// Long: about a minute per model on one core, so it stays out of the unit suite (which plays 30,000 rounds).
import { parSheetOf } from '../src/slots/par-sheets';
import { compareWithPar, simulateSlot, type SimulatedFigure } from '../src/slots/slot-simulation';
import { SLOT_MODELS } from '../src/slots/slot-models';

const TOLERANCE = 4;
const args = process.argv.slice(2);
const roundsAt = args.indexOf('--rounds');
const rounds = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 1_000_000;
const named = args.filter((arg, i) => !arg.startsWith('--') && i !== roundsAt + 1);
const models = named.length > 0 ? SLOT_MODELS.filter((model) => named.includes(model.id)) : SLOT_MODELS;

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
