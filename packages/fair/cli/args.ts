// Arguments of the fair:* commands: read with node:util's parseArgs; an unknown option, a malformed
// value or an unknown slot model is refused with the command's usage line and exit code 64.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { SLOT_MODELS } from '../src/slots/slot-models';

export function refuseArguments(usage: string, problem?: string): never {
  console.error(problem ? `${problem}\n${usage}` : usage);
  process.exit(64);
}

type Options = NonNullable<ParseArgsConfig['options']>;

/** The options and positional arguments; a mistake in them ends the process with the usage line. */
export function commandArguments<T extends Options>(
  options: T,
  usage: string,
): ReturnType<typeof parseArgs<{ options: T; allowPositionals: true }>> {
  try {
    return parseArgs<{ options: T; allowPositionals: true }>({ options, allowPositionals: true });
  } catch (error) {
    return refuseArguments(usage, error instanceof Error ? error.message : String(error));
  }
}

/** The slot models named on the command line, or all of them when none is named. */
export function namedSlotModels(names: readonly string[], usage: string) {
  const unknown = names.filter((id) => !SLOT_MODELS.some((model) => model.id === id));
  if (unknown.length > 0) {
    refuseArguments(
      usage,
      `No slot model ${unknown.join(', ')}; the models are ${SLOT_MODELS.map((model) => model.id).join(', ')}.`,
    );
  }
  return names.length > 0 ? SLOT_MODELS.filter((model) => names.includes(model.id)) : SLOT_MODELS;
}
