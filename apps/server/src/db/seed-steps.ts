// The demo seed, step by step. Later modules append their steps here.
import type { SeedStep } from './seed';

export const demoSeed: readonly SeedStep[] = [];
