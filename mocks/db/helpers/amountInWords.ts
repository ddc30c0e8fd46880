// The amount in words a cheque carries (section 3, amountWords) when the client sends none: the
// mock writes it in Hebrew, shekels masculine and agorot feminine, ו before the last element.

const ONES_M = ['', 'אחד', 'שניים', 'שלושה', 'ארבעה', 'חמישה', 'שישה', 'שבעה', 'שמונה', 'תשעה'];
const ONES_F = ['', 'אחת', 'שתיים', 'שלוש', 'ארבע', 'חמש', 'שש', 'שבע', 'שמונה', 'תשע'];
const TEENS_M = ['עשרה', 'אחד עשר', 'שנים עשר', 'שלושה עשר', 'ארבעה עשר', 'חמישה עשר', 'שישה עשר', 'שבעה עשר', 'שמונה עשר', 'תשעה עשר'];
const TEENS_F = ['עשר', 'אחת עשרה', 'שתים עשרה', 'שלוש עשרה', 'ארבע עשרה', 'חמש עשרה', 'שש עשרה', 'שבע עשרה', 'שמונה עשרה', 'תשע עשרה'];
const TENS = ['', '', 'עשרים', 'שלושים', 'ארבעים', 'חמישים', 'שישים', 'שבעים', 'שמונים', 'תשעים'];
const HUNDREDS = ['', 'מאה', 'מאתיים', 'שלוש מאות', 'ארבע מאות', 'חמש מאות', 'שש מאות', 'שבע מאות', 'שמונה מאות', 'תשע מאות'];
const THOUSANDS = ['', 'אלף', 'אלפיים', 'שלושת אלפים', 'ארבעת אלפים', 'חמשת אלפים', 'ששת אלפים', 'שבעת אלפים', 'שמונת אלפים', 'תשעת אלפים', 'עשרת אלפים'];

function below1000(n: number, feminine: boolean): string[] {
  const words = n >= 100 ? [HUNDREDS[Math.floor(n / 100)]] : [];
  const rest = n % 100;
  if (rest >= 10 && rest < 20) return [...words, (feminine ? TEENS_F : TEENS_M)[rest - 10]];
  if (rest >= 20) words.push(TENS[Math.floor(rest / 10)]);
  if (rest % 10) words.push((feminine ? ONES_F : ONES_M)[rest % 10]);
  return words;
}

const withAnd = (words: string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(' ')} ו${words[words.length - 1]}`);

/** Parts of a number; a multiplied group (234 thousand) is one part with its own ו. */
function parts(n: number, feminine: boolean): Array<{ text: string; joined: boolean }> {
  const out: Array<{ text: string; joined: boolean }> = [];
  const group = (count: number, scale: string, special: readonly string[]) => {
    if (special[count]) return out.push({ text: special[count], joined: false });
    const words = below1000(count, false);
    out.push({ text: `${withAnd(words)} ${scale}`, joined: words.length > 1 });
  };
  if (n >= 1_000_000) group(Math.floor(n / 1_000_000), 'מיליון', ['', 'מיליון', 'שני מיליון']);
  if (Math.floor(n / 1000) % 1000) group(Math.floor(n / 1000) % 1000, 'אלף', THOUSANDS);
  below1000(n % 1000, feminine).forEach((text) => out.push({ text, joined: false }));
  return out;
}

function number(n: number, feminine: boolean): string {
  const list = parts(n, feminine);
  const last = list[list.length - 1];
  if (list.length > 1 && !last.joined) last.text = `ו${last.text}`;
  return list.map((p) => p.text).join(' ');
}

export function amountInWords(agorot: number): string {
  const shekels = Math.floor(agorot / 100);
  const cents = agorot % 100;
  const shekelWords = shekels === 1 ? 'שקל אחד' : shekels === 2 ? 'שני שקלים' : `${number(shekels, false)} שקלים`;
  const centWords = cents === 1 ? 'אגורה אחת' : cents === 2 ? 'שתי אגורות' : `${number(cents, true)} אגורות`;
  if (!shekels) return cents ? centWords : 'אפס שקלים';
  return cents ? `${shekelWords} ו${centWords}` : shekelWords;
}
