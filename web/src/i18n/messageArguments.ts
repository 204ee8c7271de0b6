import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';

/**
 * The arguments and tags an ICU message uses, each with its kind ('count:plural', 'link:tag'):
 * a translation must use the same ones, or the app would pass values it ignores, or miss one.
 * Used by the tests that check the translations (web and server).
 */
export function messageArguments(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      switch (element.type) {
        case TYPE.argument:
          found.add(`${element.value}:argument`);
          break;
        case TYPE.number:
        case TYPE.date:
        case TYPE.time:
          found.add(`${element.value}:${TYPE[element.type]}`);
          break;
        case TYPE.plural:
        case TYPE.select:
          found.add(`${element.value}:${TYPE[element.type]}`);
          for (const option of Object.values(element.options)) walk(option.value);
          break;
        case TYPE.tag:
          found.add(`${element.value}:tag`);
          walk(element.children);
          break;
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}
