/** A field's key among the dictionary's translations: `defects[].fixedOn` → `defects_fixedOn`. */
export function dictionaryFieldKey(path: string): string {
  return path.replace(/\[\]/g, '').replace(/\./g, '_');
}
