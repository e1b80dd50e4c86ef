import type { IndexReader } from './index-reader';
import type { WordMatch } from './index-query';
import { postingDoc, postingFields } from './ranking';
import { seekForward } from './posting-seek';

/** Per-document working space, reused from query to query: the process answers one at a time. */
let hits = new Uint8Array(0);
let best = new Float32Array(0);
let score = new Float32Array(0);
let touched = new Int32Array(0);

function scratchFor(documents: number): void {
  if (hits.length >= documents) return;
  const size = Math.max(documents, hits.length * 2, 1024);
  hits = new Uint8Array(size);
  best = new Float32Array(size);
  score = new Float32Array(size);
  touched = new Int32Array(size);
}

/** The scores `textCandidates` gave its documents, good until the next search. */
export const relevanceScores = (): Float32Array => score;

/**
 * A later word is looked up by galloping (`posting-seek.ts`) from the documents still meeting
 * every word before it, instead of read through, when its postings outnumber them this many
 * times: each look-up costs a few reads of the list, a read-through one read per posting.
 */
const gallopFrom = 8;

/**
 * Documents meeting every word, scored: each word adds its best field's weight times its
 * quality. Words are walked from the rarest; a document stays a candidate only while it has
 * met every word so far, so the scores of the rest are never kept. A later word much more
 * common than the documents left is looked up for each of them (`gallopFrom`; `gallop` false
 * reads every word through). The documents come back as a view of the working space, good
 * until the next search.
 */
export function textCandidates(index: IndexReader, words: WordMatch[], gallop = true): Int32Array {
  scratchFor(index.documents);
  const [only] = words;
  if (words.length === 1 && only?.terms.length === 1) {
    // One term holds each document once: its postings are the matches.
    const list = index.postings[only.terms[0] as number];
    return list ? touched.subarray(0, scoreOneTerm(list.values, list.length, only.qualities[0] as number, index.fieldWeights)) : touched.subarray(0, 0);
  }
  const total = (word: WordMatch) => word.terms.reduce((sum, term) => sum + index.frequency(term), 0);
  const ordered = [...words].sort((a, b) => total(a) - total(b));
  let found = 0;
  let sorted = false;
  for (let position = 0; position < ordered.length; position += 1) {
    const word = ordered[position] as WordMatch;
    const lookUp = gallop && position > 0 && found * gallopFrom < total(word);
    if (lookUp && !sorted) {
      found = stillMeeting(found, position);
      touched.subarray(0, found).sort();
      sorted = true;
    }
    for (let at = 0; at < word.terms.length; at += 1) {
      const list = index.postings[word.terms[at] as number];
      if (!list) continue;
      const quality = word.qualities[at] as number;
      if (lookUp) lookUpPostings(list.values, list.length, position, quality, index.fieldWeights, found);
      else found = scorePostings(list.values, list.length, position, quality, index.fieldWeights, found);
    }
  }
  const all = ordered.length;
  let matched = 0;
  for (let at = 0; at < found; at += 1) {
    const id = touched[at] as number;
    if (hits[id] === all) touched[matched++] = id;
    hits[id] = 0;
  }
  return touched.subarray(0, matched);
}

/** The listed documents that met every word before `position`, kept in their order; the others' marks cleared. Returns how many. */
function stillMeeting(found: number, position: number): number {
  let kept = 0;
  for (let at = 0; at < found; at += 1) {
    const id = touched[at] as number;
    if (hits[id] === position) touched[kept++] = id;
    else hits[id] = 0;
  }
  return kept;
}

/**
 * One term's postings looked up for the listed documents (in ascending order), each found by
 * galloping on from the last: the same scores as `scorePostings` gives them, for the reads of
 * the few documents left rather than of every posting.
 */
function lookUpPostings(values: Uint32Array, length: number, position: number, quality: number, weights: Uint8Array, found: number): void {
  let at = 0;
  for (let listed = 0; listed < found && at < length; listed += 1) {
    const id = touched[listed] as number;
    if (hits[id] !== position && hits[id] !== position + 1) continue;
    at = seekForward(values, length, at, id);
    if (at < length && postingDoc(values[at] as number) === id) met(id, (weights[postingFields(values[at] as number)] as number) * quality, position);
  }
}

/** A lone term's postings scored and listed in `touched`; returns how many. */
function scoreOneTerm(values: Uint32Array, length: number, quality: number, weights: Uint8Array): number {
  const scores = score;
  const listed = touched;
  for (let i = 0; i < length; i += 1) {
    const posting = values[i] as number;
    const id = postingDoc(posting);
    scores[id] = (weights[postingFields(posting)] as number) * quality;
    listed[i] = id;
  }
  return length;
}

/**
 * One term's postings scored for the word at `position` (of the words from the rarest): a
 * document met by every word before it goes on; the first word's documents are listed in
 * `touched` from `found` on. Returns how many are listed.
 */
function scorePostings(values: Uint32Array, length: number, position: number, quality: number, weights: Uint8Array, found: number): number {
  const seenAt = hits;
  const bestOf = best;
  const scores = score;
  const listed = touched;
  let count = found;
  for (let i = 0; i < length; i += 1) {
    const posting = values[i] as number;
    const id = postingDoc(posting);
    const value = (weights[postingFields(posting)] as number) * quality;
    const seen = seenAt[id] as number;
    if (seen === position) {
      seenAt[id] = position + 1;
      bestOf[id] = value;
      if (position === 0) {
        scores[id] = value;
        listed[count++] = id;
      } else scores[id] = (scores[id] as number) + value;
    } else if (seen === position + 1 && value > (bestOf[id] as number)) {
      scores[id] = (scores[id] as number) + value - (bestOf[id] as number);
      bestOf[id] = value;
    }
  }
  return count;
}

/**
 * A document meeting the word at `position` with `value`: one that met every word before it
 * goes on with the value added, and one already met through another of the word's terms keeps
 * the better value. `scorePostings` writes the same steps inline over local arrays: called for
 * each posting there, this function made two-word texts a quarter slower (1.35 against 1.06 ms mean
 * at 1,000,000 products).
 */
function met(id: number, value: number, position: number): void {
  const seen = hits[id] as number;
  if (seen === position) {
    hits[id] = position + 1;
    best[id] = value;
    score[id] = (score[id] as number) + value;
  } else if (seen === position + 1 && value > (best[id] as number)) {
    score[id] = (score[id] as number) + value - (best[id] as number);
    best[id] = value;
  }
}
