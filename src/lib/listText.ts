/**
 * Items of a list said in a line of text (the check-in fields, a role's capabilities): Arabic
 * parts them with its own comma, Hebrew and English with the Latin one.
 */
export function listText(items: readonly string[], language: string): string {
  return items.join(language.startsWith('ar') ? '، ' : ', ');
}
