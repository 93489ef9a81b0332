// A promotion or legal text as the player site shows it: drawn by the site's own renderer
// (@reelvault/markdown: the contract's subset, raw HTML dropped, anything else reduced to its text, single
// newlines as breaks), headings one level below the page's title.
import { SiteMarkdown, type MarkdownStyling } from '@reelvault/markdown/site-markdown';

const styling: MarkdownStyling = {
  h1: ({ children }) => <h3>{children}</h3>,
  h2: ({ children }) => <h4>{children}</h4>,
  h3: ({ children }) => <h5>{children}</h5>,
};

export function MarkdownPreview({ title, text }: { readonly title: string; readonly text: string }) {
  return (
    <article className="legal-preview">
      <h2>{title}</h2>
      <SiteMarkdown text={text} styling={styling} />
    </article>
  );
}
