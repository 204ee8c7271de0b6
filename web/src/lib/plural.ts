/**
 * The one place counts become words, so that translations later have one place to go: '1 comment',
 * '2 comments', '0 comments'. The forms are keyed by Intl.PluralRules' categories ('one', 'other',
 * and for other languages 'zero', 'two', 'few', 'many'); '#' in a form stands for the count,
 * written with the locale's digit grouping ('1,204 likes'). A form without '#' is the word alone,
 * for a count shown apart from it.
 */
export type PluralForms = { one: string; other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

const LOCALE = 'en-US';
const rules = new Intl.PluralRules(LOCALE);
const numbers = new Intl.NumberFormat(LOCALE);

export function plural(count: number, forms: PluralForms): string {
  const form = forms[rules.select(count)] ?? forms.other;
  return form.replaceAll('#', numbers.format(count));
}
