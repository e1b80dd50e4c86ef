import type { IndexReader } from './index-reader';
import { postingDoc, postingFields } from './ranking';
import type { WordMatch } from './index-query';

/** One term's postings walked from the newest, with the score each combination of fields gives a document through this term. */
interface TermWalk {
  values: Uint32Array;
  at: number;
  scores: Int32Array;
}

/** Moves the walk to its next posting that gives at least `level`; past the oldest, `at` is -1. */
function skipBelow(walk: TermWalk, level: number): void {
  const { values, scores } = walk;
  let at = walk.at;
  while (at >= 0 && (scores[postingFields(values[at] as number)] as number) < level) at -= 1;
  walk.at = at;
}

/**
 * The page of a one-word text ordered by relevance, when document numbers follow the date
 * order (`index.ordered`), level by level (decision 036). A document's score is its best
 * posting's `field weight × quality`, so scores come in a few levels (a name matched exactly,
 * a name begun, a description matched…). The page is every document of the best level, newest
 * first, then of the next, until it is full: each level's walk reads only the postings that
 * reach it, from the newest, and stops as soon as the page is full, so a text whose best level
 * is rare (a word found mostly in descriptions, while the names only begin with it) costs the
 * postings down to its page, not a ranking of every match.
 */
export function tieredTextPage(index: IndexReader, word: WordMatch, offset: number, limit: number, passes: (id: number) => boolean): number[] {
  // Each term's score for a document by the fields it is found in (`fieldWeights` × quality), and every score a document can have, best first.
  const terms = word.terms.flatMap((term, at) => {
    const list = index.postings[term];
    const quality = word.qualities[at] as number;
    return list && list.length > 0 ? [{ list, scores: Int32Array.from(index.fieldWeights, (weight) => weight * quality) }] : [];
  });
  const levels = [...new Set(terms.flatMap((term) => [...term.scores]))].filter((score) => score > 0).sort((a, b) => b - a);
  const wanted = offset + limit;
  const page: number[] = [];
  for (const level of levels) {
    // Only postings that reach this level are walked: below it, a posting cannot make a document's score.
    let walks: TermWalk[] = terms.map((term) => {
      const walk = { values: term.list.values, at: term.list.length - 1, scores: term.scores };
      skipBelow(walk, level);
      return walk;
    });
    walks = walks.filter((walk) => walk.at >= 0);
    while (walks.length > 0) {
      let doc = -1;
      for (const walk of walks) doc = Math.max(doc, postingDoc(walk.values[walk.at] as number));
      let score = 0;
      let ended = false;
      for (const walk of walks) {
        const posting = walk.values[walk.at] as number;
        if (postingDoc(posting) !== doc) continue;
        score = Math.max(score, walk.scores[postingFields(posting)] as number);
        walk.at -= 1;
        skipBelow(walk, level);
        ended ||= walk.at < 0;
      }
      if (ended) walks = walks.filter((walk) => walk.at >= 0);
      // A document scoring above this level was placed by an earlier one.
      if (score !== level || !passes(doc)) continue;
      page.push(doc);
      if (page.length >= wanted) return page.slice(offset);
    }
  }
  return page.slice(offset);
}
