// The promotion and legal texts' markdown: the spec's subset renders, and nothing else gets through —
// no raw HTML, no script, no links or images that the operator's text did not mean as text.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownText } from './markdown-text';

const render = (text: string) => renderToStaticMarkup(<MarkdownText text={text} />);

describe('MarkdownText', () => {
  it('renders bold, italic, headings one to three (below the page title), lists and line breaks', () => {
    const html = render(
      '# One\n\n## Two\n\n### Three\n\n**bold** and *italic*\nnext line\n\n- first\n- second',
    );
    expect(html).toContain('<h2');
    expect(html).toContain('>One</h2>');
    expect(html).toContain('>Two</h3>');
    expect(html).toContain('>Three</h4>');
    expect(html).toContain('bold</strong>');
    expect(html).toContain('<em>italic</em>');
    expect(html).toContain('<br/>');
    expect(html).toMatch(/<ul[^>]*>\s*<li>first<\/li>/);
  });

  it('refuses script injection and raw HTML', () => {
    const html = render(
      'Hello <script>alert(1)</script> <img src=x onerror="alert(2)"> <a href="javascript:alert(3)">x</a>\n\n<div onclick="alert(4)">block</div>',
    );
    expect(html).not.toMatch(/<script|<img|<a |onerror|onclick|javascript:|<div onclick/i);
    expect(html).toContain('Hello');
  });

  it('reduces markdown links and images to their text', () => {
    const html = render('[click](javascript:alert(1)) ![pic](https://evil.example/x.png)');
    expect(html).not.toContain('<a');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('click');
  });
});
