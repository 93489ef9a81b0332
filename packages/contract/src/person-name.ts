// A player's name as the spec keeps it: one "name" field in the profile calls, split into name and surname
// at the last space. The server stores it so; the player site splits a typed name the same way.

/** "Anna Maria Smith" -> name "Anna Maria", surname "Smith" (the spec splits at the last space). */
export function splitFullName(fullName: string): { name: string; surname: string | null } {
  const words = fullName.trim().split(/\s+/);
  if (words.length === 1) return { name: words[0] ?? '', surname: null };
  return { name: words.slice(0, -1).join(' '), surname: words[words.length - 1] ?? null };
}
