// The shape of one language's legal texts: page id -> title and markdown content.
export type LegalTexts = Readonly<Record<3 | 4 | 5 | 6 | 7 | 8, { title: string; content: string }>>;
