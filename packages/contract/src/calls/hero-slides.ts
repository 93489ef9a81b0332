// The home page's hero slides as the site shows them (decision 0313): active and inside their schedule, in
// the operator's order, texts in the language of `Accept-Language` (English where one is missing). The
// site keeps the slides of its visitor's kind (guests, players) and draws the art preset or the picture.
import { z } from 'zod';
import { defineRoute } from '../route';
import { heroArtPresets, heroAudiences } from '../constants/hero-slides';

export const heroSlideSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    text: z.string(),
    cta: z.string(),
    /** A path of the site. */
    link: z.string(),
    audience: z.enum(heroAudiences),
    art: z.enum(heroArtPresets).nullable(),
    image_url: z.string().nullable(),
  })
  .meta({ id: 'HeroSlide' });
export type HeroSlide = z.infer<typeof heroSlideSchema>;

export const listHeroSlides = defineRoute({
  method: 'GET',
  path: '/api/hero-slides',
  summary: "The home page's hero slides shown now, in order",
  tags: ['content'],
  auth: 'none',
  reply: z.object({ data: z.array(heroSlideSchema) }).meta({ id: 'HeroSlides' }),
});
