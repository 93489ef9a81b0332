// A legal text as the player site shows it: the contract's markdown subset, set as the site's MarkdownText
// (the legal pages' subset: bold, italic, headings 1-3, lists, line breaks; raw HTML dropped, anything
// else reduced to its text, single newlines as breaks), headings one level below the page's title.
import { markdownElements } from '@reelvault/contract/constants/markdown';
import Markdown from 'react-markdown';
import remarkBreaks from 'remark-breaks';

export function MarkdownPreview({ title, text }: { readonly title: string; readonly text: string }) {
  return (
    <article className="legal-preview">
      <h2>{title}</h2>
      <Markdown
        remarkPlugins={[remarkBreaks]}
        skipHtml
        allowedElements={markdownElements}
        unwrapDisallowed
        components={{
          h1: ({ children }) => <h3>{children}</h3>,
          h2: ({ children }) => <h4>{children}</h4>,
          h3: ({ children }) => <h5>{children}</h5>,
        }}
      >
        {text}
      </Markdown>
    </article>
  );
}
