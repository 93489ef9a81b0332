// The player's own VIP standing on /vip and in the account: the level held, the total wagered, the bar
// toward the next level with its threshold and level-up bonus, the weekly cashback; the top level says
// so; below Bronze there is no level yet. Replies are checked against the contract's schema.
import { userVip, type vipStanding } from '@reelvault/contract/calls/rewards';
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { vipStandingQueryOptions } from '@/features/vip/api/get-vip-standing';
import { initTestI18n, renderStatic } from '@/testing/render-static';
import { VipStatus } from './vip-status';

beforeAll(initTestI18n);

type Standing = z.infer<typeof vipStanding>;

/** The status as HTML, for a standing of Silver a quarter of the way to Gold unless told otherwise. */
function renderHtml(standing: Partial<Standing>): string {
  const client = new QueryClient();
  const reply = userVip.reply.parse({
    status: 'success',
    data: {
      level: { key: 'silver', name: 'Silver' },
      next: { key: 'gold', name: 'Gold', threshold: '500000' },
      wagered: '312500.00',
      currency: 'EUR',
      progress: 25,
      weekly_cashback_percent: 10,
      level_up_bonus: '500',
      ...standing,
    },
  });
  client.setQueryData(vipStandingQueryOptions().queryKey, reply.data);
  return renderStatic(<VipStatus />, client);
}

const render = (standing: Partial<Standing>) =>
  renderHtml(standing)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const bar = (html: string) => /role="progressbar"[^>]*aria-valuenow="(\d+)"/.exec(html)?.[1];

describe('the VIP status', () => {
  it('shows the level, the wagering, the way to the next level and the weekly cashback', () => {
    const text = render({});
    expect(text).toContain('Your level Silver');
    expect(text).toContain('Total wagered €312,500');
    expect(text).toContain('Weekly cashback 10%');
    expect(text).toContain('Next level: Gold at €500,000 wagered');
    expect(text).toContain('Reaching it credits a level-up bonus of €500.');
  });

  it('fills the bar to the progress the server reports', () => {
    const html = renderHtml({
      level: null,
      next: { key: 'bronze', name: 'Bronze', threshold: '100000' },
      wagered: '40000.00',
      progress: 40,
      weekly_cashback_percent: 0,
      level_up_bonus: '100',
    });
    expect(bar(html)).toBe('40');
    expect(html).toContain('Progress to Bronze');
    expect(html).toContain('No level yet');
  });

  it('says so at the top level, without a bar', () => {
    const text = render({
      level: { key: 'platinum', name: 'Platinum' },
      next: null,
      progress: 100,
      level_up_bonus: null,
    });
    expect(text).toContain('Your level Platinum');
    expect(text).toContain('You have reached the highest VIP level.');
    expect(text).not.toContain('Next level');
  });
});
