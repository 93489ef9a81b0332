/** How long typing pauses before a search field asks the server: one call per word, not one per key. */
export const typingPauseMs = 300;
