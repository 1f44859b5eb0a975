import lexicon from './lexicon.json';

/**
 * The Chinese sentiment lexicon of the stance reader, written for how reps record what a doctor
 * said about a drug (the words are lexicon.json). Words carry a value; aspects (efficacy, side
 * effects, price…) take their polarity from the magnitude word after them ("副作用小" is good,
 * "疗效明显" is good).
 */

/** A direction per word: JSON knows only numbers, so each is checked to be +1 or -1. */
function directions(words: Record<string, number>): Readonly<Record<string, 1 | -1>> {
  for (const [word, direction] of Object.entries(words)) if (direction !== 1 && direction !== -1) throw new Error(`lexicon.json: "${word}" must be 1 or -1`);
  return words as Record<string, 1 | -1>;
}

/** Words that are good or bad on their own, with their strength. */
export const POLARITY: Readonly<Record<string, number>> = lexicon.polarity;

/** Aspects: +1 when more of it is good (efficacy), -1 when more is bad (side effects, price). */
export const ASPECTS = directions(lexicon.aspects);
/** A negative aspect merely mentioned ("患者出现嗜睡") leans negative by this much. */
export const ASPECT_MENTION = 0.5;

/** Magnitude words after an aspect: +1 means "much of it", -1 "little of it". */
export const MAGNITUDES = directions(lexicon.magnitudes);

export const NEGATORS: readonly string[] = lexicon.negators;

export const DEGREES: Readonly<Record<string, number>> = lexicon.degrees;

/** After these the clause weighs more; a concession clause weighs less. */
export const CONTRASTS: readonly string[] = lexicon.contrasts;
export const CONCESSIONS: readonly string[] = lexicon.concessions;
/** Hypothetical or reported-question clauses that carry no stance. */
export const IRREALIS: readonly string[] = lexicon.irrealis;

/** Tokens that only look like sentiment words: read and ignored, so longest match skips them. */
export const NEUTRAL_TOKENS: readonly string[] = lexicon.neutralTokens;
