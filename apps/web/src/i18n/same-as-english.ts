// Values that stay as in English in a language, with the reason a reviewer accepted. Only sentences need
// an entry (single words, codes and acronyms pass on their own); keep the list short: translate first.
export const sameAsEnglish: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  pt: {
    'categories.game-shows':
      'The live-casino category is called "Game shows" on Portuguese-language casino sites; a Portuguese ' +
      'paraphrase ("programas de auditório") would name television, not the games.',
  },
};
