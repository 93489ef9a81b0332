// Promotion and legal texts on the player site: the one renderer of the contract's markdown subset
// (@reelvault/markdown, shared with the back office's previews), styled as the site's pages.
import { SiteMarkdown, type MarkdownStyling } from '@reelvault/markdown/site-markdown';

export interface MarkdownTextProps {
  readonly text: string;
  /** Headings in the text start below the page's own h1: `#` becomes h2 (the page title is the h1). */
  readonly className?: string;
}

// The page's title is its only h1; the text's own headings rank below it.
const styling: MarkdownStyling = {
  h1: ({ children }) => <h2 className="mt-2 text-2xl font-bold text-gold-300">{children}</h2>,
  h2: ({ children }) => <h3 className="mt-2 text-xl font-bold text-ink">{children}</h3>,
  h3: ({ children }) => <h4 className="mt-1 text-lg font-semibold text-ink">{children}</h4>,
  ul: ({ children }) => <ul className="list-disc space-y-1 ps-6">{children}</ul>,
  ol: ({ children }) => <ol className="list-decimal space-y-1 ps-6">{children}</ol>,
  strong: ({ children }) => <strong className="font-bold text-ink">{children}</strong>,
};

export function MarkdownText({ text, className = '' }: MarkdownTextProps) {
  return (
    <div className={`markdown-text flex flex-col gap-3 leading-relaxed text-ink/90 ${className}`}>
      <SiteMarkdown text={text} styling={styling} />
    </div>
  );
}
