// Cheque amounts in words (the cheque's amountWords, §3), up to the §9 maximum of 10,000,000
// shekels. Hebrew is cheque-grade, which n2words is not (docs/stack.md): שקל is masculine and
// אגורה feminine, numbers agree with them, full spelling (שלושים, not שלשים), and ו joins the last
// element. A cheque must never carry a wrong phrase, so out-of-range input throws.
import { MAX_AMOUNT_AGOROT } from './money';

type Gender = 'm' | 'f';

const UNITS: Record<Gender, readonly string[]> = {
  m: ['', 'אחד', 'שניים', 'שלושה', 'ארבעה', 'חמישה', 'שישה', 'שבעה', 'שמונה', 'תשעה'],
  f: ['', 'אחת', 'שתיים', 'שלוש', 'ארבע', 'חמש', 'שש', 'שבע', 'שמונה', 'תשע'],
};
const TEENS: Record<Gender, readonly string[]> = {
  m: ['עשרה', 'אחד עשר', 'שנים עשר', 'שלושה עשר', 'ארבעה עשר', 'חמישה עשר', 'שישה עשר', 'שבעה עשר', 'שמונה עשר', 'תשעה עשר'],
  f: ['עשר', 'אחת עשרה', 'שתים עשרה', 'שלוש עשרה', 'ארבע עשרה', 'חמש עשרה', 'שש עשרה', 'שבע עשרה', 'שמונה עשרה', 'תשע עשרה'],
};
const TENS = ['', '', 'עשרים', 'שלושים', 'ארבעים', 'חמישים', 'שישים', 'שבעים', 'שמונים', 'תשעים'];
const HUNDREDS = ['', 'מאה', 'מאתיים', 'שלוש מאות', 'ארבע מאות', 'חמש מאות', 'שש מאות', 'שבע מאות', 'שמונה מאות', 'תשע מאות'];
// 1,000 to 10,000 have their own forms (dual and construct), not "number + אלף".
const ROUND_THOUSANDS = ['', 'אלף', 'אלפיים', 'שלושת אלפים', 'ארבעת אלפים', 'חמשת אלפים', 'ששת אלפים', 'שבעת אלפים', 'שמונת אלפים', 'תשעת אלפים', 'עשרת אלפים'];

/** 1..999 as its elements: [hundreds, tens or teen, unit], each present only when non-zero. */
function elementsBelow1000(n: number, gender: Gender): string[] {
  const out: string[] = [];
  const rest = n % 100;
  if (n >= 100) out.push(HUNDREDS[Math.floor(n / 100)]);
  if (rest >= 10 && rest < 20) out.push(TEENS[gender][rest - 10]);
  else {
    if (rest >= 20) out.push(TENS[Math.floor(rest / 10)]);
    if (rest % 10) out.push(UNITS[gender][rest % 10]);
  }
  return out;
}

/** "a b וc": the conjunction goes before the last element only. */
function joinWithAnd(elements: readonly string[]): string {
  if (elements.length < 2) return elements.join('');
  return `${elements.slice(0, -1).join(' ')} ו${elements[elements.length - 1]}`;
}

type Element = { text: string; hasOwnAnd: boolean };

/** A multiplied group (thousands, millions) is one element: 'מאתיים שלושים וארבעה אלף'. */
function scaledGroup(n: number, scale: string, special: readonly string[]): Element {
  if (special[n]) return { text: special[n], hasOwnAnd: false };
  const inner = elementsBelow1000(n, 'm');
  return { text: `${joinWithAnd(inner)} ${scale}`, hasOwnAnd: inner.length > 1 };
}

/** Masculine cardinal for 1..999,999,999 in the absolute form (for שקלים after it). */
function hebrewMasculine(n: number): string {
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor(n / 1000) % 1000;
  const units = n % 1000;
  const elements: Element[] = [];
  if (millions) elements.push(scaledGroup(millions, 'מיליון', ['', 'מיליון', 'שני מיליון']));
  if (thousands) elements.push(scaledGroup(thousands, 'אלף', ROUND_THOUSANDS));
  for (const text of units ? elementsBelow1000(units, 'm') : []) elements.push({ text, hasOwnAnd: false });
  // 'אלף מאתיים שלושים וארבעה', but 'שני מיליון חמש מאות שלושים וארבעה אלף': a last group that
  // already has its ו takes no second one.
  const last = elements[elements.length - 1];
  if (elements.length > 1 && !last.hasOwnAnd) last.text = `ו${last.text}`;
  return elements.map((e) => e.text).join(' ');
}

function shekelsPhrase(shekels: number): string {
  if (shekels === 1) return 'שקל אחד';
  if (shekels === 2) return 'שני שקלים';
  return `${hebrewMasculine(shekels)} שקלים`;
}

function agorotPhrase(agorot: number): string {
  if (agorot === 1) return 'אגורה אחת';
  if (agorot === 2) return 'שתי אגורות';
  return `${joinWithAnd(elementsBelow1000(agorot, 'f'))} אגורות`;
}

function checkRange(agorot: number): void {
  if (!Number.isSafeInteger(agorot) || agorot < 0 || agorot > MAX_AMOUNT_AGOROT) {
    throw new RangeError(`amount in agorot must be an integer from 0 to ${MAX_AMOUNT_AGOROT}, got ${agorot}`);
  }
}

/** 123450 -> 'אלף מאתיים שלושים וארבעה שקלים וחמישים אגורות'; 0 -> 'אפס שקלים'. */
export function amountInHebrewWords(agorot: number): string {
  checkRange(agorot);
  const shekels = Math.floor(agorot / 100);
  const cents = agorot % 100;
  if (shekels === 0) return cents === 0 ? 'אפס שקלים' : agorotPhrase(cents);
  return cents === 0 ? shekelsPhrase(shekels) : `${shekelsPhrase(shekels)} ו${agorotPhrase(cents)}`;
}

const EN_ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function englishBelow1000(n: number): string {
  const words: string[] = [];
  if (n >= 100) words.push(`${EN_ONES[Math.floor(n / 100)]} hundred`);
  const rest = n % 100;
  if (rest > 0 && rest < 20) words.push(EN_ONES[rest]);
  else if (rest >= 20) words.push(rest % 10 ? `${EN_TENS[Math.floor(rest / 10)]}-${EN_ONES[rest % 10]}` : EN_TENS[rest / 10]);
  return words.join(' ');
}

function englishCardinal(n: number): string {
  const parts: string[] = [];
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor(n / 1000) % 1000;
  if (millions) parts.push(`${englishBelow1000(millions)} million`);
  if (thousands) parts.push(`${englishBelow1000(thousands)} thousand`);
  if (n % 1000) parts.push(englishBelow1000(n % 1000));
  return parts.join(' ');
}

/** 123450 -> 'one thousand two hundred thirty-four shekels and fifty agorot' (English UI). */
export function amountInEnglishWords(agorot: number): string {
  checkRange(agorot);
  const shekels = Math.floor(agorot / 100);
  const cents = agorot % 100;
  const shekelText = shekels === 1 ? 'one shekel' : `${englishCardinal(shekels)} shekels`;
  const agorotText = cents === 1 ? 'one agora' : `${englishCardinal(cents)} agorot`;
  if (shekels === 0) return cents === 0 ? 'zero shekels' : agorotText;
  return cents === 0 ? shekelText : `${shekelText} and ${agorotText}`;
}
