// STYLE.md habit 8: logical CSS properties only (ms-, pe-, start-, text-start, ...), so that right-to-left
// needs no second stylesheet. This test reads every class name in the web app's code and the stylesheet
// and fails on a physical one (ml-, pr-, left-, text-right, ...).
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const stylesheets = import.meta.glob<string>('./**/*.css', { query: '?raw', import: 'default', eager: true });

const physicalUtility =
  /^-?(?:m[lr]|p[lr]|left|right|scroll-[mp][lr]|border-[lr]|rounded-(?:[lr]|[tb][lr])|(?:float|clear)-(?:left|right)|text-(?:left|right))(?:-|$)/;

/** Every string and template text in a source file, where class names live. */
function stringsOf(path: string, text: string): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateLiteralToken(node)
    ) {
      found.push(node.text);
    } else if (ts.isJsxText(node)) {
      // Text between tags is content, not classes.
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function physicalClasses(strings: readonly string[]): string[] {
  return strings
    .flatMap((value) => value.split(/\s+/))
    .map((token) => token.split(':').at(-1) ?? token)
    .filter((token) => physicalUtility.test(token));
}

describe('logical properties', () => {
  it('finds a physical class when there is one (the check itself works)', () => {
    expect(
      physicalClasses(stringsOf('x.tsx', 'const c = <div className="ml-2 md:pr-4 ms-2 text-start" />;')),
    ).toEqual(['ml-2', 'pr-4']);
  });

  it.each(Object.keys(sources))('%s uses no physical class names', (path) => {
    expect(physicalClasses(stringsOf(path, sources[path] ?? ''))).toEqual([]);
  });

  it.each(Object.keys(stylesheets))('%s uses no physical properties', (path) => {
    const physical = (stylesheets[path] ?? '').match(
      /\b(?:(?:margin|padding|border|inset|scroll-margin|scroll-padding)-(?:left|right)|left|right)\s*:|text-align:\s*(?:left|right)/g,
    );
    expect(physical ?? []).toEqual([]);
  });
});
