// A game's skin: what makes one game look like itself on a shared engine. The studio draws its reels or
// table from the symbol theme and palette; the catalogue draws the game's art from the same data.
import { z } from 'zod';

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/, 'must be a colour like #1a2b3c');
const token = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');

export const skinSchema = z.object({
  /** Symbol theme of the reels or the table (`egypt`, `vikings`, `roulette`, ...). */
  theme: token,
  /** The emblem on the art (`scarab`, `longship`, `wheel`, ...); an unknown motif draws a star. */
  motif: token,
  palette: z.object({
    /** Background gradient, top to bottom. */
    from: hexColour,
    to: hexColour,
    /** Emblem and frame. */
    accent: hexColour,
    /** Title text. */
    ink: hexColour,
  }),
  /** Seed of the background pattern's layout. */
  pattern: z.number().int().min(0).max(2_147_483_647),
});

export type GameSkin = z.infer<typeof skinSchema>;
