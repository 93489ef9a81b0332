// The refusal a service's call ended in, for the unit tests with in-memory storage: the AppError, so a test
// can check its code and field errors; anything else (success, another error) fails the test.
import { AppError } from '../../src/http/app-error';

export async function refusalOf(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}
