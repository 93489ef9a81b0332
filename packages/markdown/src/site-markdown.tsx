// Promotion and legal texts as players read them: the contract's markdown subset (bold, italic, headings
// 1-3, lists, line breaks; a single newline is a break) rendered by react-markdown. Raw HTML is never
// passed through (it is dropped), and any other element (links, images, tables, code) is reduced to its
// text. The player site and the back office's previews both render through this one component, each
// styling the elements its own way, so a preview shows what players will read (decision 0313).
import { markdownElements } from '@reelvault/contract/constants/markdown';
import Markdown, { type Components } from 'react-markdown';
import remarkBreaks from 'remark-breaks';

/** How each element of the subset is drawn; an element left out is drawn as plain HTML. */
export type MarkdownStyling = Pick<Components, (typeof markdownElements)[number]>;

const remarkPlugins = [remarkBreaks];

export function SiteMarkdown({
  text,
  styling,
}: {
  readonly text: string;
  readonly styling: MarkdownStyling;
}) {
  return (
    <Markdown
      remarkPlugins={remarkPlugins}
      skipHtml
      allowedElements={markdownElements}
      unwrapDisallowed
      components={styling}
    >
      {text}
    </Markdown>
  );
}
