// Word lists of the demo catalogue: studio name parts and, per theme, the words game titles are built
// from, the category a theme belongs to, its colours and the emblems its art may show. Invented names
// only: no real studio or game title is meant.
import type { LiveCategorySlug, SlotCategorySlug } from '@reelvault/contract/constants/categories';

type CategorySlug = SlotCategorySlug | LiveCategorySlug;

/** A list written as one comma-separated string, to keep the lists readable. */
const words = (list: string): readonly string[] => list.split(', ');

export const studioFirstWords = words(
  'Amber, Copper, Cobalt, Saffron, Indigo, Juniper, Marble, Obsidian, Quartz, Russet, Sable, Slate, Tawny, Umber, Velvet, Willow, Ember, Frost, Harbor, Meadow, Northgate, Pebble, Quill, Ridge, Saltmarsh, Thistle, Tinder, Vapor, Wren, Alder, Basalt, Cinder, Driftwood, Elder, Fennel, Granite, Hollow, Ivory, Jasper, Kestrel, Larch, Moss, Nettle, Oaken, Pewter, Quarry, Rowan, Sorrel, Talon, Upland, Verdant, Westmere, Yarrow, Zephyr, Brass, Cedar, Dusk, Flint, Glimmer, Heather',
);

export const studioSecondWords = words(
  'Fox, Owl, Heron, Lynx, Otter, Raven, Stag, Badger, Falcon, Moth, Hare, Crane, Bison, Marten, Finch, Koi, Gecko, Ibex, Puffin, Walrus, Anvil, Compass, Kettle, Lantern, Mill, Beacon, Harbour, Orchard, Quarry, Spindle',
);

export const studioSuffixes = words(
  'Studios, Gaming, Games, Interactive, Play, Labs, Entertainment, Reels, Works, Digital',
);

export interface ThemeWords {
  /** The slot category the theme belongs to, if any. */
  readonly category?: CategorySlug;
  readonly weight: number;
  readonly adjectives: readonly string[];
  /** People, creatures and things the title is about. */
  readonly subjects: readonly string[];
  readonly treasures: readonly string[];
  readonly places: readonly string[];
  /** Background hues (degrees) the palette is drawn from. */
  readonly hues: readonly [number, number];
  readonly motifs: readonly string[];
  /** Whether "Book of ..." titles suit the theme. */
  readonly books: boolean;
}

export const slotThemes = {
  egypt: {
    category: 'egypt',
    weight: 10,
    adjectives: words(
      'Golden, Eternal, Sacred, Hidden, Ancient, Burning, Royal, Desert, Lost, Gilded, Sunlit, Cursed, Mighty, Silent, Blazing',
    ),
    subjects: words(
      'Pharaoh, Scarab, Sphinx, Anubis, Cleopatra, Osiris, Horus, Isis, Ra, Nefertiti, Ramses, Obelisk, Mummy, Vizier, Bastet, Thoth, Seth, Jackal, Falcon King, High Priestess',
    ),
    treasures: words(
      'Treasure, Riches, Gold, Fortune, Relics, Tomb, Crown, Secrets, Dynasty, Legacy, Scrolls, Jewels',
    ),
    places: words('the Nile, the Dunes, Giza, Karnak, Thebes, the Valley of Kings, Luxor, Memphis'),
    hues: [28, 48],
    motifs: words('pyramid, scarab, ankh, eye'),
    books: true,
  },
  asia: {
    category: 'asia',
    weight: 9,
    adjectives: words(
      'Lucky, Jade, Crimson, Imperial, Silk, Lotus, Golden, Celestial, Twin, Thundering, Fortunate, Red, Eastern, Hidden, Moonlit',
    ),
    subjects: words(
      'Dragon, Tiger, Panda, Koi, Emperor, Empress, Samurai, Geisha, Monkey King, Phoenix, Lantern, Crane, Ninja, Shogun, Warrior, Cat, Ox, Qilin, Sage, Lion Dancer',
    ),
    treasures: words(
      'Fortune, Prosperity, Blessings, Riches, Jade, Coins, Pearls, Dynasty, Palace, Festival, Harmony, Wealth',
    ),
    places: words(
      'the East, the Forbidden City, Kyoto, the Jade Mountain, Shanghai Nights, the Silk Road, the Lotus Pond, the Great Wall',
    ),
    hues: [350, 10],
    motifs: words('lantern, coin, fan, sun'),
    books: true,
  },
  pirates: {
    category: 'pirates',
    weight: 6,
    adjectives: words(
      'Jolly, Salty, Sunken, Black, Stormy, Cursed, Daring, Plundering, Crimson, Rogue, Wild, Savage, Lost',
    ),
    subjects: words(
      'Captain, Buccaneer, Corsair, Parrot, Kraken, Galleon, First Mate, Cutlass, Skull, Privateer, Quartermaster, Sea Witch, Cannon, Mermaid',
    ),
    treasures: words('Booty, Doubloons, Treasure, Plunder, Gold, Bounty, Chest, Map, Loot, Fortune'),
    places: words(
      'Skull Island, the Seven Seas, Tortuga, the Reef, Shipwreck Bay, the Caribbean, Blackwater Cove',
    ),
    hues: [195, 220],
    motifs: words('skull, ship, anchor, compass'),
    books: true,
  },
  vikings: {
    category: 'vikings',
    weight: 6,
    adjectives: words(
      'Mighty, Frozen, Iron, Fearless, Thundering, Savage, Northern, Raging, Valiant, Wild, Bloodied, Silver',
    ),
    subjects: words(
      'Viking, Jarl, Berserker, Shieldmaiden, Valkyrie, Odin, Thor, Freya, Loki, Raider, Skald, Longship, Wolf, Raven, Troll',
    ),
    treasures: words('Gold, Glory, Saga, Hoard, Runes, Plunder, Legacy, Conquest, Fury, Honour'),
    places: words('Valhalla, Asgard, the Fjords, Midgard, the North, the Frozen Sea, Jotunheim'),
    hues: [200, 230],
    motifs: words('axe, shield, helmet, ship'),
    books: true,
  },
  fruits: {
    category: 'classic-slots',
    weight: 9,
    adjectives: words(
      'Juicy, Fresh, Hot, Sizzling, Sweet, Fruity, Wild, Burning, Chilli, Tropical, Crazy, Frozen, Super, Mega',
    ),
    subjects: words(
      'Cherries, Lemons, Melons, Grapes, Plums, Oranges, Berries, Fruits, Peaches, Pineapples, Watermelons, Bananas, Sevens, Limes',
    ),
    treasures: words(
      'Fiesta, Party, Blast, Mania, Frenzy, Cocktail, Harvest, Stand, Express, Deluxe, Punch, Splash',
    ),
    places: words('the Orchard, the Market, the Tropics, Fruit Island, the Farm, Vegas'),
    hues: [320, 350],
    motifs: words('cherry, seven, bell, star'),
    books: false,
  },
  classic: {
    category: 'classic-slots',
    weight: 6,
    adjectives: words(
      'Triple, Double, Lucky, Golden, Diamond, Hot, Classic, Retro, Neon, Blazing, Royal, Silver, Vintage',
    ),
    subjects: words(
      'Sevens, Bars, Bells, Stars, Diamonds, Crowns, Horseshoes, Dice, Reels, Clovers, Coins, Aces',
    ),
    treasures: words('Jackpot, Deluxe, Classic, Spins, Strike, Wins, Streak, Nights, Rush, Hits'),
    places: words('Vegas, Reno, the Strip, Atlantic City, the Boardwalk, Monte Carlo'),
    hues: [260, 290],
    motifs: words('seven, bar, bell, star'),
    books: false,
  },
  mythology: {
    weight: 7,
    adjectives: words(
      'Divine, Olympian, Immortal, Mighty, Titanic, Legendary, Golden, Heavenly, Wrathful, Eternal, Blessed, Thunderous',
    ),
    subjects: words(
      'Zeus, Athena, Poseidon, Hades, Medusa, Hercules, Apollo, Ares, Hermes, Pegasus, Titan, Minotaur, Cyclops, Oracle, Siren, Perseus',
    ),
    treasures: words('Glory, Power, Wrath, Gold, Legacy, Riches, Trials, Thunder, Temple, Oracle'),
    places: words('Olympus, Troy, Atlantis, Athens, Sparta, the Underworld, Delphi, Crete'),
    hues: [210, 250],
    motifs: words('crown, sun, sword, star'),
    books: true,
  },
  wild: {
    weight: 8,
    adjectives: words(
      'Wild, Savage, Roaring, Mighty, Golden, Untamed, Stampeding, Majestic, Howling, Prowling, Fierce, Great',
    ),
    subjects: words(
      'Buffalo, Wolf, Lion, Eagle, Bear, Rhino, Gorilla, Elephant, Jaguar, Cheetah, Mustang, Stallion, Grizzly, Panther, Bison, Hawk',
    ),
    treasures: words('Pride, Stampede, Kingdom, Safari, Gold, Hunt, Frontier, Roar, Run, Spirit'),
    places: words(
      'the Savannah, the Canyon, the Plains, the Jungle, the Prairie, the Outback, the Serengeti',
    ),
    hues: [20, 40],
    motifs: words('paw, sun, star, moon'),
    books: false,
  },
  space: {
    weight: 5,
    adjectives: words(
      'Cosmic, Galactic, Stellar, Astro, Nebula, Quantum, Lunar, Solar, Starlit, Orbital, Hyper, Zero-G',
    ),
    subjects: words(
      'Astronaut, Comet, Rocket, Alien, Planet, Meteor, Starship, Robot, Nova, Pulsar, Cosmonaut, Satellite',
    ),
    treasures: words('Odyssey, Voyage, Gems, Crystals, Quest, Frontier, Mission, Rush, Wins, Strike'),
    places: words('Mars, the Moon, Andromeda, Orion, the Galaxy, Jupiter, Saturn, the Void'),
    hues: [240, 275],
    motifs: words('planet, rocket, star, moon'),
    books: false,
  },
  sweets: {
    weight: 6,
    adjectives: words(
      'Sugar, Sweet, Candy, Sticky, Fizzy, Frosted, Honey, Jelly, Choco, Caramel, Cotton, Gummy',
    ),
    subjects: words(
      'Candies, Cupcakes, Donuts, Lollipops, Gumdrops, Cookies, Macarons, Bonbons, Marshmallows, Toffees, Pralines, Sweets',
    ),
    treasures: words('Rush, Land, Shop, Factory, Party, Parade, Blast, Carnival, Kingdom, Dreams'),
    places: words('Candy Town, the Bakery, Sugar Hill, the Fairground, Cloud Nine'),
    hues: [300, 340],
    motifs: words('candy, star, gem, moon'),
    books: false,
  },
  gems: {
    weight: 6,
    adjectives: words(
      'Sparkling, Shining, Dazzling, Crystal, Radiant, Brilliant, Glittering, Precious, Royal, Rare, Flawless, Starry',
    ),
    subjects: words(
      'Gems, Diamonds, Rubies, Emeralds, Sapphires, Jewels, Crystals, Opals, Amethysts, Topaz, Pearls, Garnets',
    ),
    treasures: words('Mine, Vault, Treasury, Cascade, Heist, Crown, Riches, Dreams, Fortune, Collection'),
    places: words('the Mine, the Cavern, the Vault, Crystal Caves, the Deep, the Mountain'),
    hues: [170, 200],
    motifs: words('gem, crown, star, sun'),
    books: false,
  },
  west: {
    weight: 5,
    adjectives: words(
      'Wild, Dusty, Outlaw, Rusty, Lawless, Golden, Desert, Dead, Rowdy, High Noon, Silver, Lone',
    ),
    subjects: words(
      'Sheriff, Outlaw, Bandit, Cowboy, Gunslinger, Deputy, Bounty Hunter, Prospector, Marshal, Ranger, Stagecoach, Saloon Girl',
    ),
    treasures: words('Bounty, Gold, Rush, Showdown, Heist, Nuggets, Wanted, Duel, Posse, Trail'),
    places: words('Tombstone, Dodge City, the Frontier, Deadwood, the Badlands, Silver Creek, the Canyon'),
    hues: [15, 35],
    motifs: words('star, sun, skull, coin'),
    books: false,
  },
  magic: {
    weight: 7,
    adjectives: words(
      'Mystic, Enchanted, Arcane, Magic, Spellbound, Wicked, Midnight, Bewitched, Shadow, Secret, Witching, Moonlit',
    ),
    subjects: words(
      'Wizard, Witch, Sorceress, Alchemist, Magician, Oracle, Fairy, Warlock, Druid, Enchantress, Familiar, Illusionist',
    ),
    treasures: words(
      'Spells, Potions, Grimoire, Secrets, Charms, Illusions, Crystal, Tricks, Rituals, Wonders',
    ),
    places: words('the Tower, Moonwood, the Academy, the Enchanted Forest, Avalon, the Crystal Lake'),
    hues: [265, 295],
    motifs: words('orb, moon, star, gem'),
    books: true,
  },
  adventure: {
    weight: 6,
    adjectives: words(
      'Lost, Hidden, Forgotten, Secret, Golden, Perilous, Daring, Mysterious, Ancient, Wild, Buried, Jungle',
    ),
    subjects: words(
      'Explorer, Adventurer, Treasure Hunter, Archaeologist, Idol, Temple, Expedition, Tomb Raider, Relic Seeker, Cartographer, Voyager, Pathfinder',
    ),
    treasures: words('Quest, Relics, Expedition, Treasure, Riches, Idols, Secrets, Map, Journey, Legacy'),
    places: words('El Dorado, the Jungle, the Lost City, the Amazon, the Temple, Shangri-La, the Canyon'),
    hues: [90, 130],
    motifs: words('compass, sun, gem, star'),
    books: true,
  },
  fantasy: {
    weight: 5,
    adjectives: words(
      'Enchanted, Fabled, Dark, Emerald, Crystal, Shadow, Elven, Dragon, Mythic, Silver, Ember, Frost',
    ),
    subjects: words(
      'Dragon, Knight, Elf, Unicorn, Griffin, Sorcerer, Goblin, Dwarf, Queen, Paladin, Wyvern, Giant',
    ),
    treasures: words('Realm, Kingdom, Legend, Hoard, Quest, Crown, Prophecy, Empire, Citadel, Chronicles'),
    places: words('the Realm, Eldoria, the Kingdom, Shadowfell, the Highlands, the Citadel'),
    hues: [140, 170],
    motifs: words('sword, crown, shield, gem'),
    books: true,
  },
  luck: {
    weight: 5,
    adjectives: words('Lucky, Golden, Irish, Emerald, Rainbow, Shamrock, Magic, Merry, Charmed, Fortunate'),
    subjects: words('Leprechaun, Clover, Rainbow, Shamrock, Horseshoe, Pot, Fiddler, Piper, Charm, Wishbone'),
    treasures: words('Gold, Luck, Fortune, Riches, Coins, Wishes, Charms, Jig, Festival, Treasure'),
    places: words('the Rainbow, Dublin, the Glen, the Emerald Isle, Clover Hill'),
    hues: [110, 140],
    motifs: words('clover, coin, star, bell'),
    books: false,
  },
  ocean: {
    weight: 5,
    adjectives: words('Deep, Sunken, Coral, Azure, Tidal, Pearl, Mystic, Big, Wild, Shimmering'),
    subjects: words(
      'Shark, Mermaid, Octopus, Dolphin, Turtle, Whale, Fisherman, Seahorse, Angler, Bass, Crab, Trident',
    ),
    treasures: words('Catch, Pearls, Reef, Treasure, Splash, Tides, Haul, Bounty, Depths, Bonanza'),
    places: words('the Reef, the Abyss, the Lagoon, Atlantis, the Deep, the Bay'),
    hues: [185, 210],
    motifs: words('shell, anchor, star, sun'),
    books: false,
  },
  aztec: {
    weight: 5,
    adjectives: words('Golden, Sacred, Jade, Sun, Feathered, Hidden, Ancient, Blazing, Jungle, Stone'),
    subjects: words(
      'Jaguar, Serpent, Warrior, Priest, Quetzal, Temple, Idol, Emperor, Sun God, Chieftain, Mask, Shaman',
    ),
    treasures: words('Gold, Treasure, Riches, Empire, Temple, Secrets, Calendar, Offering, Fortune, Legacy'),
    places: words('Tenochtitlan, the Pyramid, the Jungle, Chichen Itza, the Sun Temple, the Rainforest'),
    hues: [60, 90],
    motifs: words('mask, sun, pyramid, gem'),
    books: true,
  },
  horror: {
    weight: 3,
    adjectives: words('Haunted, Cursed, Blood, Midnight, Grim, Wicked, Dark, Creeping, Hollow, Sinister'),
    subjects: words('Vampire, Werewolf, Ghost, Zombie, Reaper, Banshee, Witch, Count, Ghoul, Phantom'),
    treasures: words('Night, Curse, Manor, Feast, Harvest, Moon, Crypt, Legacy, Ritual, Secrets'),
    places: words('Transylvania, the Crypt, the Manor, Ravenwood, the Graveyard, Hollow Hill'),
    hues: [0, 20],
    motifs: words('skull, moon, orb, star'),
    books: true,
  },
  luxury: {
    weight: 4,
    adjectives: words('Royal, Platinum, Golden, Diamond, Velvet, Grand, Lavish, Elite, Imperial, Opulent'),
    subjects: words(
      'Crown, Millionaire, Tycoon, Baron, Duchess, Yacht, Casino, Mansion, High Roller, Heiress',
    ),
    treasures: words('Riches, Fortune, Lifestyle, Jewels, Gold, Empire, Luxury, Club, Gala, Vault'),
    places: words('Monaco, Dubai, Monte Carlo, the Riviera, Beverly Hills, the Penthouse'),
    hues: [40, 55],
    motifs: words('crown, gem, coin, star'),
    books: false,
  },
} as const satisfies Record<string, ThemeWords>;

export type SlotTheme = keyof typeof slotThemes;

/** Decorations of the slot mechanics, with the category each puts a game in. */
export const mechanicWords = {
  ways: { category: 'megaways', endings: ['Ways', 'Power Ways', 'Max Ways', 'Wild Ways'] },
  cluster: { category: 'cluster', endings: ['Clusters', 'Cluster Pays', 'Cascade', 'Tumble'] },
  jackpot: {
    category: 'jackpot-fever',
    endings: ['Jackpot', 'Jackpots', 'Mega Jackpot', 'Hold & Win', 'Cash Collect'],
  },
} as const satisfies Record<string, { category: CategorySlug; endings: readonly string[] }>;

/** Words for the RNG tables' names: a table's own words, never a dealer's, a studio's or a show's. */
export const tableWords = {
  adjectives: words(
    'Royal, Classic, Grand, Velvet, Emerald, Midnight, Golden, Diamond, Platinum, Imperial, Vintage, Crystal, Sapphire, Ruby, Silver, Onyx, Monarch, Elite, Prestige, Premier, Speed, Turbo, Lucky, Noble, Regal, Art Deco, Neon, Ivory, Marble, Copper',
  ),
  places: words(
    'Monaco, Riviera, Vegas, Macau, London, Paris, Vienna, Lisbon, Berlin, Havana, Rio, Milan, Geneva, Madrid, Prague, Budapest, Istanbul, Athens, Malta, Nice',
  ),
} as const;
