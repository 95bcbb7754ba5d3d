// Devanagari → Latin with @indic-transliteration/sanscript, written the way Hindi is typed in
// Latin letters. Sanscript is ~34 KB gzip: this module is loaded only with the search code (on the
// first focus of the search box) and with the admin's product save, never with a page.
import Sanscript from '@indic-transliteration/sanscript';
import { hasDevanagari, looseLatin } from './normalise';

const VIRAMA = '\u094D';
const ANUSVARA = '\u0902';

const isConsonant = (char: string) =>
  (char >= '\u0915' && char <= '\u0939') || (char >= '\u0958' && char <= '\u095F');
const isVowelSign = (char: string) => char >= '\u093E' && char <= '\u094C';
const isIndependentVowel = (char: string) => char >= '\u0904' && char <= '\u0914';

/**
 * Devanagari marks that Latin typing leaves out or spells as the plain letter: the nukta
 * (ज़ → ज, ड़ → ड), the chandrabindu (dropped), and the English vowels ॉ/ॅ (→ ो/े).
 */
export function plainDevanagari(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\u093C/g, '')
    .replace(/\u0901/g, '')
    .replace(/\u0949/g, '\u094B')
    .replace(/\u0945/g, '\u0947')
    .replace(/\u0911/g, '\u0913')
    .replace(/\u090D/g, '\u090F');
}

/** One letter group: a consonant with its vowel sign or virama, or an independent vowel. */
interface Syllable {
  text: string;
  /** A consonant that still carries its inherent 'a' (no vowel sign, no virama, no nasal). */
  schwa: boolean;
  /** Ends without a vowel (a consonant with virama). */
  bare: boolean;
  consonant: boolean;
}

function syllables(word: string): Syllable[] {
  const result: Syllable[] = [];
  for (const char of word) {
    const last = result.at(-1);
    if (isConsonant(char) || isIndependentVowel(char) || !last) {
      const consonant = isConsonant(char);
      result.push({ text: char, schwa: consonant, bare: false, consonant });
    } else {
      last.text += char;
      if (char === VIRAMA) Object.assign(last, { schwa: false, bare: true });
      else if (isVowelSign(char) || char === ANUSVARA) last.schwa = false;
    }
  }
  return result;
}

const hasVowel = (syllable: Syllable | undefined) => syllable !== undefined && !syllable.bare;

/**
 * Hindi drops the inherent 'a' at the end of a word (नीम is 'neem', not 'neema') and between
 * a vowel-consonant and a consonant-vowel (घनवटी 'ghanvati'). Which one of two such places goes
 * depends on how the word is built (घन+वटी but च्यवन+प्राश), so both readings are kept:
 * scanning from the left, from the right, and with only the final 'a' dropped.
 */
function schwaReadings(word: string): string[] {
  const base = syllables(word);
  const last = base.at(-1);
  const penultimate = base.at(-2);
  // The final 'a' stays after a conjunct (मित्र 'mitra').
  if (last?.schwa && base.length > 1 && !penultimate?.bare) Object.assign(last, { schwa: false, bare: true });
  const finalOnly = base.map((syllable) => ({ ...syllable }));
  const scan = (order: number[]) => {
    const copy = base.map((syllable) => ({ ...syllable }));
    for (const index of order) {
      const here = copy[index];
      if (!here?.schwa) continue;
      const before = copy[index - 1];
      const after = copy[index + 1];
      // V C a C V, where the second C may begin a conjunct (च्यवन|प्राश).
      const voicedAfter = hasVowel(after) || (after?.bare === true && hasVowel(copy[index + 2]));
      if (hasVowel(before) && after?.consonant && voicedAfter) {
        Object.assign(here, { schwa: false, bare: true });
      }
    }
    return copy;
  };
  const inner = [...base.keys()].slice(1, -1);
  const readings = [scan([...inner].reverse()), scan(inner), finalOnly];
  return [
    ...new Set(
      readings.map((reading) =>
        reading
          .map((syllable) =>
            syllable.bare && !syllable.text.endsWith(VIRAMA) ? syllable.text + VIRAMA : syllable.text,
          )
          .join(''),
      ),
    ),
  ];
}

/** A Devanagari word's Latin spelling (ITRANS), the anusvara as 'n' and the visarga dropped. */
function toLatin(devanagari: string): string {
  return Sanscript.t(devanagari, 'devanagari', 'itrans').replace(/M/g, 'n').replace(/H/g, '');
}

/**
 * The loose forms of one word (first the one a query searches by): a Latin word has one; a
 * Devanagari word has one per reading of its dropped vowels (see schwaReadings).
 */
export function looseForms(word: string): string[] {
  if (!hasDevanagari(word)) {
    const loose = looseLatin(word);
    return loose ? [loose] : [];
  }
  const forms = schwaReadings(plainDevanagari(word)).map((reading) => looseLatin(toLatin(reading)));
  return [...new Set(forms.filter((form) => form.length > 0))];
}
