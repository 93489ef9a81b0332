// Promotion and legal texts: the spec's markdown subset (bold, italic, headings 1-3, list items, line
// breaks) rendered by react-markdown. Raw HTML is never passed through (it is dropped), and any other
// element (links, images, tables, code) is reduced to its text.
import { markdownElements } from '@reelvault/contract/constants/markdown';
import Markdown from 'react-markdown';
import remarkBreaks from 'remark-breaks';

export interface MarkdownTextProps {
  readonly text: string;
  /** Headings in the text start below the page's own h1: `#` becomes h2 (the page title is the h1). */
  readonly className?: string;
}

export function MarkdownText({ text, className = '' }: MarkdownTextProps) {
  return (
    <div className={`markdown-text flex flex-col gap-3 leading-relaxed text-ink/90 ${className}`}>
      <Markdown
        remarkPlugins={[remarkBreaks]}
        skipHtml
        allowedElements={markdownElements}
        unwrapDisallowed
        components={{
          // The page's title is its only h1; the text's own headings rank below it.
          h1: ({ children }) => <h2 className="mt-2 text-2xl font-bold text-gold-300">{children}</h2>,
          h2: ({ children }) => <h3 className="mt-2 text-xl font-bold text-ink">{children}</h3>,
          h3: ({ children }) => <h4 className="mt-1 text-lg font-semibold text-ink">{children}</h4>,
          ul: ({ children }) => <ul className="list-disc space-y-1 ps-6">{children}</ul>,
          ol: ({ children }) => <ol className="list-decimal space-y-1 ps-6">{children}</ol>,
          strong: ({ children }) => <strong className="font-bold text-ink">{children}</strong>,
        }}
      >
        {text}
      </Markdown>
    </div>
  );
}
