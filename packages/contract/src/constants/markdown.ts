// The spec's markdown subset for promotion and legal texts: bold, italic, headings 1-3, lists and line
// breaks. The player site renders these elements and reduces any other to its text; the back office's
// preview renders the same ones, so a preview shows what players will see.
export const markdownElements = ['p', 'strong', 'em', 'h1', 'h2', 'h3', 'ul', 'ol', 'li', 'br'] as const;
