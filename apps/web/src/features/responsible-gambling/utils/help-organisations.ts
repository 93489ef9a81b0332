// Organisations that help with problem gambling, linked from the footer and the 18+ dialog. Their names
// are their own (not translated); their sites open in a new tab.
export interface HelpOrganisation {
  readonly name: string;
  readonly url: string;
}

export const helpOrganisations: readonly HelpOrganisation[] = [
  { name: 'BeGambleAware', url: 'https://www.begambleaware.org/' },
  { name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org/' },
  { name: 'GamCare', url: 'https://www.gamcare.org.uk/' },
  { name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org/' },
];
