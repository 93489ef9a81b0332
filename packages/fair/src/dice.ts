// Dice as Stake documents it: 10,001 outcomes from 0.00 to 100.00; the roll is floor(float * 10001) / 100.
import { outcomeIndex } from './fair-stream';

export const DICE_ENGINE = { engine: 'dice', mathVersion: '1.0.0' } as const;

/** The roll in hundredths (0 to 10000): an integer, so that a roll of 50.5 is 5050 and never a rounded float. */
export function diceRollHundredths(float: number): number {
  return outcomeIndex(float, 10_001);
}

/** The roll as the player reads it, with two decimals: '50.50'. */
export function diceRollLabel(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}
