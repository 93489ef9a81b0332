// The deposit a payment page sent the player back with (/pathly/success?deposit=<id>): the return route
// notes it, the result popup shows it. Popups take no arguments, so it waits here.
let returnedDeposit: string | undefined;

export function noteReturnedDeposit(id: string | null): void {
  returnedDeposit = id && /^[0-9a-f-]{36}$/i.test(id) ? id : undefined;
}

export function returnedDepositId(): string | undefined {
  return returnedDeposit;
}
