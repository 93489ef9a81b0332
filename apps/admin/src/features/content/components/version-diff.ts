// The difference between two versions of a legal text, line by line (the `diff` library's diffLines):
// each part added, removed or kept, for the history to draw.
import { diffLines } from 'diff';

export interface DiffPart {
  readonly kind: 'added' | 'removed' | 'kept';
  readonly text: string;
}

export function versionDiff(before: string, after: string): DiffPart[] {
  return diffLines(before, after).map((change) => ({
    kind: change.added ? 'added' : change.removed ? 'removed' : 'kept',
    text: change.value,
  }));
}
