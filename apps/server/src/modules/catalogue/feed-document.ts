// A feed file's text checked into a feed, or into the list of its problems with the line each sits on:
// one path for `npm run catalogue:import` and the back office's upload (decision 0807). The text is parsed
// once with JSON.parse; only a bad file is parsed again with positions, to name the lines of its problems.
import { findNodeAtLocation, parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { FeedError, parseFeed, type CatalogueFeed } from './feed';

export interface LocatedFeedIssue {
  /** 1-based line of the file, or null when the place cannot be found in it. */
  readonly line: number | null;
  /** Where in the feed (`games[17] (book-of-sands).rtp`), or `document` for a file that is not JSON. */
  readonly where: string;
  readonly message: string;
}

export type FeedDocumentResult =
  | { readonly ok: true; readonly feed: CatalogueFeed }
  | { readonly ok: false; readonly issues: readonly LocatedFeedIssue[] };

/** Offsets of each line's first character, so an offset becomes a line by binary search. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) {
    starts.push(index + 1);
  }
  return starts;
}

function lineOf(starts: readonly number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return low + 1;
}

/** Checks a feed file's text with the feed's own checks (feed.ts). */
export function readFeedDocument(text: string): FeedDocumentResult {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    const errors: ParseError[] = [];
    parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
    const starts = lineStarts(text);
    const issues = errors.slice(0, 20).map((error) => ({
      line: lineOf(starts, error.offset),
      where: 'document',
      message: `not JSON: ${printParseErrorCode(error.error)}`,
    }));
    return {
      ok: false,
      issues: issues.length > 0 ? issues : [{ line: null, where: 'document', message: 'not JSON' }],
    };
  }
  try {
    return { ok: true, feed: parseFeed(document) };
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    const root = parseTree(text);
    const starts = lineStarts(text);
    return {
      ok: false,
      issues: error.issues.map((issue) => {
        // The deepest part of the path the file has: a missing field is found at its entry.
        let node = root && findNodeAtLocation(root, [...issue.path]);
        for (let length = issue.path.length - 1; root && !node && length >= 0; length -= 1) {
          node = findNodeAtLocation(root, issue.path.slice(0, length));
        }
        return {
          line: node ? lineOf(starts, node.offset) : null,
          where: issue.where,
          message: issue.message,
        };
      }),
    };
  }
}
