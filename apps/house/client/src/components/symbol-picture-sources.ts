// What each slot picture (a skin symbol's `picture`, packages/fair slots/skins) is drawn from: an icon of the
// Game Icons set (game-icons.net, CC BY 3.0, credited in the studio's NOTICE and rules panel), or a card rank
// or numeral set in type, as the royals and sevens of real slots are. ADR 0605.
export type SymbolPictureSource =
  { readonly icon: string } | { readonly rank: string } | { readonly numeral: string };

export const symbolPictureSources: Readonly<Record<string, SymbolPictureSource>> = {
  'rank-a': { rank: 'A' },
  'rank-k': { rank: 'K' },
  'rank-q': { rank: 'Q' },
  'rank-j': { rank: 'J' },
  'rank-10': { rank: '10' },
  // Neon Fruits
  'neon-seven': { numeral: '7' },
  'disco-ball': { icon: 'ball-glow' },
  watermelon: { icon: 'watermelon' },
  grapes: { icon: 'grapes' },
  orange: { icon: 'orange' },
  cherries: { icon: 'cherry' },
  // Pearl Lagoon
  mermaid: { icon: 'mermaid' },
  'giant-pearl': { icon: 'oyster-pearl' },
  turtle: { icon: 'sea-turtle' },
  seahorse: { icon: 'seahorse' },
  starfish: { icon: 'sea-star' },
  clownfish: { icon: 'clownfish' },
  // Dragon's Hoard
  dragon: { icon: 'spiked-dragon-head' },
  'dragon-egg': { icon: 'dinosaur-egg' },
  crown: { icon: 'jewel-crown' },
  sword: { icon: 'rune-sword' },
  shield: { icon: 'checked-shield' },
  goblet: { icon: 'jeweled-chalice' },
  // Aztec Sun
  'sun-stone': { icon: 'aztec-calendar-sun' },
  temple: { icon: 'mayan-pyramid' },
  'jaguar-mask': { icon: 'ceremonial-mask' },
  quetzal: { icon: 'parrot-head' },
  'obsidian-blade': { icon: 'sacrificial-dagger' },
  cacao: { icon: 'coffee-beans' },
  // Pharaoh's Vault
  pharaoh: { icon: 'egyptian-profile' },
  scarab: { icon: 'scarab-beetle' },
  anubis: { icon: 'anubis' },
  'eye-of-horus': { icon: 'eye-of-horus' },
  ankh: { icon: 'ankh' },
  'canopic-jar': { icon: 'egyptian-urns' },
  // Frost Wolf
  'white-wolf': { icon: 'wolf-howl' },
  'full-moon': { icon: 'moon' },
  bear: { icon: 'bear-head' },
  eagle: { icon: 'eagle-head' },
  elk: { icon: 'deer-head' },
  owl: { icon: 'owl' },
};
