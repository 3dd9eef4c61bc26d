/** How much of a message the overview shows before the conversation page. */
export const EXCERPT_LENGTH = 140;

/** A message's first words on one line, cut at a word with an ellipsis when too long. */
export function excerpt(body: string, length = EXCERPT_LENGTH): string {
  const line = body.replace(/\s+/g, ' ').trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
