// Colours of tags and terminals (section 3: a tag's colour is hex; a terminal's background and
// two colours): #rgb or #rrggbb. Tags may leave out the #; a terminal's colour is sent with it.

export function isHexColour(value: unknown, hashRequired = false): boolean {
  if (typeof value !== 'string') return false;
  return (hashRequired ? /^#([0-9a-f]{3}|[0-9a-f]{6})$/i : /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i).test(value.trim());
}
