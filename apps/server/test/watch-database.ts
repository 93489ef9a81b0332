// What the wallet API's calls send to the database (decisions 0311 and 0314): the statements sent outside
// any transaction, by their text, and the transactions opened, on either driver.
export function watchDatabase(db: object, writes: RegExp) {
  const texts: string[] = [];
  let transactions = 0;
  // Both drivers' sessions keep the client they send single statements through as `client` (a pool or
  // a PGlite instance); neither type says so.
  const session = (db as { _: { session: { client: { query: (...args: unknown[]) => unknown } } } })._
    .session;
  const client = session.client;
  const query = client.query.bind(client);
  const transaction = (db as { transaction: (...args: unknown[]) => unknown }).transaction;
  client.query = (...args: unknown[]) => {
    const first = args[0];
    texts.push(typeof first === 'string' ? first : String((first as { text?: unknown }).text ?? ''));
    return query(...args);
  };
  (db as { transaction: (...args: unknown[]) => unknown }).transaction = (...args: unknown[]) => {
    transactions += 1;
    return transaction.apply(db, args);
  };
  return {
    /** The statements sent that match `writes`. */
    writes: () => texts.filter((text) => writes.test(text)),
    transactions: () => transactions,
    stop() {
      client.query = query;
      (db as { transaction: unknown }).transaction = transaction;
    },
  };
}
