import { describe, expect, it } from 'vitest';
import { isSupportTopic, supportTopicKeys, supportTopics } from './support-topics';

describe('support topics', () => {
  it("are the spec's nine, with unique snake_case keys", () => {
    expect(supportTopics).toHaveLength(9);
    expect(new Set(supportTopicKeys).size).toBe(9);
    for (const key of supportTopicKeys) expect(key).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('accept a known key and refuse a label or an unknown word', () => {
    expect(isSupportTopic('withdrawals')).toBe(true);
    expect(isSupportTopic('Withdrawals')).toBe(false);
    expect(isSupportTopic('sports')).toBe(false);
  });
});
