// The accessibility check every browser test can run on the page it has open: axe-core (through
// @axe-core/playwright) with the WCAG 2.2 AA rule set (the tags of levels A and AA of WCAG 2.0, 2.1 and
// 2.2). No rule is switched off: a violation is fixed in the component. The one thing left out is content
// that is not ours (frames of third-party games or of a configured sportsbook), see docs/decisions/1007.
// A check that repeats a page already checked in another language may leave out colour contrast, the
// costliest rule and the one rule the language cannot change (`contrast: false`, decision 1014).
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** One violation as a short, readable line per affected element. */
function describe(violation: {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}): string[] {
  return violation.nodes.map(
    (node) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} at ${JSON.stringify(node.target)}` +
      (node.failureSummary ? `\n    ${node.failureSummary.replaceAll('\n', '\n    ')}` : ''),
  );
}

/**
 * Runs axe on the page (or only inside `include`, a CSS selector such as an open dialog's) and fails with
 * every violation listed. `label` names the screen in the failure message; `soft` lets the test go on
 * (a walk over many pages lists every page's violations at once); `contrast: false` leaves out the
 * colour-contrast rule, for a page whose colours a check in another language has measured.
 */
export async function expectNoAxeViolations(
  page: Page,
  label: string,
  options: { include?: string; exclude?: readonly string[]; soft?: boolean; contrast?: boolean } = {},
): Promise<void> {
  // Legacy mode runs axe inside the page and its same-origin frames and gathers the results there, rather
  // than in a blank page of its own: about a third faster, and the site has no cross-origin frames to test
  // (the fixture fails any request that leaves this machine). Every result type is gathered: rules that
  // judge the page as a whole (heading-order) read the passing nodes too, and report false violations
  // when axe keeps only one node of them (`resultTypes`).
  let builder = new AxeBuilder({ page }).withTags([...wcagTags]).setLegacyMode(true);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.contrast === false) builder = builder.disableRules(['color-contrast']);
  const { violations } = await builder.analyze();
  const check = options.soft ? expect.soft : expect;
  check(violations.flatMap(describe), `axe violations on ${label}`).toEqual([]);
}
