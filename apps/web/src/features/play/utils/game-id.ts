// A game page's id from its address (/play/{game_id}, /launcher/{game_id}): a positive whole number of at
// most ten digits, else 0 (no such game).
export function gameIdOf(param: string | undefined): number {
  return /^[1-9]\d{0,9}$/.test(param ?? '') ? Number(param) : 0;
}
