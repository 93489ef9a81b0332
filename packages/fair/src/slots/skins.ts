// Skins: what turns a math model into a title. A skin names the model's symbols and gives them art hints
// and colours; the reels, pays and RTP stay the model's, so one model serves many titles.
import { slotModel } from './slot-models';

export interface SkinSymbol {
  readonly name: string;
  /** A hint for the art: what the symbol shows. */
  readonly art: string;
  /**
   * The picture the game client draws for it, and the key of its translated name there (kebab-case, one per
   * thing shown: two skins showing a crown share `crown`). Royals are drawn as card ranks (`rank-a`).
   */
  readonly picture: string;
  /** #rrggbb */
  readonly colour: string;
}

export interface SlotSkin {
  readonly id: string;
  readonly title: string;
  readonly model: string;
  readonly symbols: Readonly<Record<string, SkinSymbol>>;
  readonly palette: {
    readonly background: string;
    readonly reels: string;
    readonly accent: string;
    readonly text: string;
  };
}

const royals = (colours: readonly [string, string, string, string, string]): Record<string, SkinSymbol> => ({
  A: { name: 'Ace', art: 'letter A', colour: colours[0], picture: 'rank-a' },
  K: { name: 'King', art: 'letter K', colour: colours[1], picture: 'rank-k' },
  Q: { name: 'Queen', art: 'letter Q', colour: colours[2], picture: 'rank-q' },
  J: { name: 'Jack', art: 'letter J', colour: colours[3], picture: 'rank-j' },
  T: { name: 'Ten', art: 'number 10', colour: colours[4], picture: 'rank-10' },
});

export const SLOT_SKINS: readonly SlotSkin[] = [
  {
    id: 'neon-fruits',
    title: 'Neon Fruits',
    model: 'classic-low',
    symbols: {
      W: { name: 'Neon Seven', art: 'glowing red 7', colour: '#ff2e63', picture: 'neon-seven' },
      S: {
        name: 'Disco Ball',
        art: 'mirror ball with light beams',
        colour: '#e0e0ff',
        picture: 'disco-ball',
      },
      H1: { name: 'Watermelon', art: 'watermelon slice', colour: '#2ecc71', picture: 'watermelon' },
      H2: { name: 'Grapes', art: 'bunch of purple grapes', colour: '#9b59b6', picture: 'grapes' },
      H3: { name: 'Orange', art: 'orange with a leaf', colour: '#ff9f1c', picture: 'orange' },
      H4: { name: 'Cherries', art: 'pair of cherries', colour: '#e71d36', picture: 'cherries' },
      ...royals(['#08d9d6', '#f9f871', '#ff6bcb', '#7bffb0', '#9ad0ff']),
    },
    palette: { background: '#120826', reels: '#1d0f3b', accent: '#08d9d6', text: '#f5f5ff' },
  },
  {
    id: 'pearl-lagoon',
    title: 'Pearl Lagoon',
    model: 'classic-low',
    symbols: {
      W: { name: 'Mermaid', art: 'mermaid holding a trident', colour: '#1abc9c', picture: 'mermaid' },
      S: { name: 'Giant Pearl', art: 'pearl in an open shell', colour: '#f3e9dc', picture: 'giant-pearl' },
      H1: { name: 'Turtle', art: 'sea turtle', colour: '#27ae60', picture: 'turtle' },
      H2: { name: 'Seahorse', art: 'golden seahorse', colour: '#f1c40f', picture: 'seahorse' },
      H3: { name: 'Starfish', art: 'orange starfish', colour: '#e67e22', picture: 'starfish' },
      H4: { name: 'Clownfish', art: 'clownfish', colour: '#ff7f50', picture: 'clownfish' },
      ...royals(['#5dade2', '#48c9b0', '#af7ac5', '#f7dc6f', '#85c1e9']),
    },
    palette: { background: '#032b43', reels: '#0b4f6c', accent: '#f3e9dc', text: '#ffffff' },
  },
  {
    id: 'dragons-hoard',
    title: "Dragon's Hoard",
    model: 'classic-medium',
    symbols: {
      W: { name: 'Dragon', art: 'red dragon breathing fire', colour: '#c0392b', picture: 'dragon' },
      S: { name: 'Dragon Egg', art: 'glowing egg on gold coins', colour: '#f39c12', picture: 'dragon-egg' },
      H1: { name: 'Crown', art: 'jewelled crown', colour: '#f1c40f', picture: 'crown' },
      H2: { name: 'Sword', art: 'runed longsword', colour: '#bdc3c7', picture: 'sword' },
      H3: { name: 'Shield', art: 'knight shield', colour: '#2980b9', picture: 'shield' },
      H4: { name: 'Goblet', art: 'golden goblet', colour: '#d4ac0d', picture: 'goblet' },
      ...royals(['#e74c3c', '#8e44ad', '#16a085', '#d35400', '#2c3e50']),
    },
    palette: { background: '#1b0d0d', reels: '#2e1414', accent: '#f39c12', text: '#fdf2e9' },
  },
  {
    id: 'aztec-sun',
    title: 'Aztec Sun',
    model: 'classic-medium',
    symbols: {
      W: { name: 'Sun Stone', art: 'carved sun calendar', colour: '#f4d03f', picture: 'sun-stone' },
      S: { name: 'Temple', art: 'stepped pyramid at dawn', colour: '#a04000', picture: 'temple' },
      H1: { name: 'Jaguar Mask', art: 'jade jaguar mask', colour: '#1e8449', picture: 'jaguar-mask' },
      H2: { name: 'Quetzal', art: 'green feathered bird', colour: '#28b463', picture: 'quetzal' },
      H3: {
        name: 'Obsidian Blade',
        art: 'black obsidian knife',
        colour: '#34495e',
        picture: 'obsidian-blade',
      },
      H4: { name: 'Cacao', art: 'cacao pod', colour: '#6e2c00', picture: 'cacao' },
      ...royals(['#dc7633', '#cb4335', '#b7950b', '#117a65', '#7d3c98']),
    },
    palette: { background: '#2b1a07', reels: '#3f2a0d', accent: '#f4d03f', text: '#fef9e7' },
  },
  {
    id: 'pharaohs-vault',
    title: "Pharaoh's Vault",
    model: 'classic-high',
    symbols: {
      W: { name: 'Pharaoh', art: 'golden death mask', colour: '#d4af37', picture: 'pharaoh' },
      S: { name: 'Scarab', art: 'lapis scarab with wings', colour: '#1f4e99', picture: 'scarab' },
      H1: { name: 'Anubis', art: 'jackal-headed god', colour: '#2c3e50', picture: 'anubis' },
      H2: { name: 'Eye of Horus', art: 'painted eye', colour: '#2471a3', picture: 'eye-of-horus' },
      H3: { name: 'Ankh', art: 'golden ankh', colour: '#f5b041', picture: 'ankh' },
      H4: { name: 'Canopic Jar', art: 'alabaster jar', colour: '#d5dbdb', picture: 'canopic-jar' },
      ...royals(['#c39bd3', '#76d7c4', '#f0b27a', '#85c1e9', '#f7dc6f']),
    },
    palette: { background: '#0e0b05', reels: '#231a08', accent: '#d4af37', text: '#fbf3d5' },
  },
  {
    id: 'frost-wolf',
    title: 'Frost Wolf',
    model: 'classic-high',
    symbols: {
      W: { name: 'White Wolf', art: 'howling white wolf', colour: '#ecf0f1', picture: 'white-wolf' },
      S: { name: 'Full Moon', art: 'full moon over pines', colour: '#d6eaf8', picture: 'full-moon' },
      H1: { name: 'Bear', art: 'grizzly bear', colour: '#784212', picture: 'bear' },
      H2: { name: 'Eagle', art: 'bald eagle', colour: '#5d6d7e', picture: 'eagle' },
      H3: { name: 'Elk', art: 'elk with antlers', colour: '#a04000', picture: 'elk' },
      H4: { name: 'Owl', art: 'snowy owl', colour: '#f8f9f9', picture: 'owl' },
      ...royals(['#5dade2', '#48c9b0', '#a9cce3', '#aed6f1', '#d6eaf8']),
    },
    palette: { background: '#0b1622', reels: '#132a40', accent: '#aed6f1', text: '#ffffff' },
  },
];

export function slotSkin(id: string): SlotSkin {
  const skin = SLOT_SKINS.find((candidate) => candidate.id === id);
  if (!skin) throw new RangeError(`No slot skin "${id}"`);
  return skin;
}

/** Problems with a skin: a model that does not exist, a symbol left unnamed or named twice, a bad colour. */
export function skinProblems(skin: SlotSkin): string[] {
  const problems: string[] = [];
  let codes: readonly string[] = [];
  try {
    codes = slotModel(skin.model).symbols.map((symbol) => symbol.id);
  } catch {
    return [`model "${skin.model}" does not exist`];
  }
  for (const code of codes) if (!skin.symbols[code]) problems.push(`symbol ${code} has no name`);
  for (const code of Object.keys(skin.symbols))
    if (!codes.includes(code)) problems.push(`symbol ${code} is not in the model`);
  const names = Object.values(skin.symbols).map((symbol) => symbol.name);
  if (new Set(names).size !== names.length) problems.push('two symbols share a name');
  const pictures = Object.values(skin.symbols).map((symbol) => symbol.picture);
  if (new Set(pictures).size !== pictures.length) problems.push('two symbols share a picture');
  const colours = [
    ...Object.values(skin.symbols).map((symbol) => symbol.colour),
    ...Object.values(skin.palette),
  ];
  for (const colour of colours)
    if (!/^#[0-9a-f]{6}$/i.test(colour)) problems.push(`"${colour}" is not a #rrggbb colour`);
  return problems;
}
