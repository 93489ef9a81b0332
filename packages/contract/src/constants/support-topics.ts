// The topics of the support form (spec 000, section 5), each with a stable key for the API and the
// English label (the web app translates by key).

export const supportTopics = [
  { key: 'deposits', label: 'Deposits' },
  { key: 'withdrawals', label: 'Withdrawals' },
  { key: 'promotions_bonuses', label: 'Promotions/Bonuses' },
  { key: 'game_issues', label: 'Game Issues' },
  { key: 'account_issues', label: 'Account Issues' },
  { key: 'site_issues', label: 'Site Issues' },
  { key: 'affiliates', label: 'Affiliates' },
  { key: 'partnership', label: 'Partnership' },
  { key: 'others', label: 'Others' },
] as const;

export type SupportTopic = (typeof supportTopics)[number]['key'];

export const supportTopicKeys: readonly SupportTopic[] = supportTopics.map((topic) => topic.key);

export function isSupportTopic(key: string): key is SupportTopic {
  return supportTopics.some((topic) => topic.key === key);
}
