import { Fragment } from 'react';

/** The words of a name as a search index splits them: on spaces and punctuation. */
const WORD_SEPARATOR = /([\s\p{P}]+)/u;

interface Part {
  text: string;
  marked: boolean;
}

/** `text` split where it contains `needle` (ignoring case). */
function substringParts(text: string, needle: string): Part[] {
  const lower = text.toLowerCase();
  const lowerNeedle = needle.toLowerCase();
  // Lower-casing may change a string's length (e.g. 'İ'): then positions do not carry over.
  if (!lowerNeedle || lower.length !== text.length) return [{ text, marked: false }];
  const parts: Part[] = [];
  let from = 0;
  for (let at = lower.indexOf(lowerNeedle); at >= 0; at = lower.indexOf(lowerNeedle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), marked: false });
    parts.push({ text: text.slice(at, at + lowerNeedle.length), marked: true });
    from = at + lowerNeedle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), marked: false });
  return parts;
}

/** `text` split into its words, those in `words` (lower case) marked. */
function wordParts(text: string, words: ReadonlySet<string>): Part[] {
  return text
    .split(WORD_SEPARATOR)
    .filter(Boolean)
    .map((piece) => ({ text: piece, marked: words.has(piece.toLowerCase()) }));
}

/**
 * Text with what matched a search marked (<mark>): where it contains the search, or, for close
 * matches of a mistyped search, the words the server says matched.
 */
export function HighlightedText({
  text,
  search,
  matchedWords,
}: {
  text: string;
  search: string;
  /** Close matches: the matched words in lower case (the substring search is not used then). */
  matchedWords?: readonly string[];
}) {
  const parts = matchedWords
    ? wordParts(text, new Set(matchedWords))
    : substringParts(text, search.trim());
  if (!parts.some((part) => part.marked)) return text;
  return parts.map((part, index) =>
    part.marked ? (
      <mark key={index} className="search-match">
        {part.text}
      </mark>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
