// The brand's name: a proper noun, the same in every language, so it is data rather than a translated text.
export const brandName = 'Reelvault';
