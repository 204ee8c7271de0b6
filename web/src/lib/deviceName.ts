import type { IntlShape } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  browserOnSystem: { id: 'deviceName.browserOnSystem', defaultMessage: '{browser} on {system}' },
  unknown: { id: 'deviceName.unknown', defaultMessage: 'Unknown device' },
});

// Browsers whose agent names another's too come first: Edge and Opera say Chrome, Chrome says Safari.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium|HeadlessChrome)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

// Android and the iPhone say Linux and Mac OS X too, so they come before them.
const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\b(Macintosh|Mac OS X)\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (text: string, table: [RegExp, string][]) => table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** The browser and the system a user agent names (brands, the same in every language), or null when it names neither. */
export function deviceParts(userAgent: string | null): { browser: string | null; system: string | null } | null {
  if (!userAgent) return null;
  const browser = firstMatch(userAgent, BROWSERS);
  const system = firstMatch(userAgent, SYSTEMS);
  return browser || system ? { browser, system } : null;
}

/**
 * A session's device in words, as GitHub and Instagram name them: 'Chrome on Android', 'Safari on
 * iPhone', 'Firefox'; 'Unknown device' when its user agent says nothing known (or nothing at all).
 */
export function deviceName(userAgent: string | null, t: IntlShape['formatMessage']): string {
  const parts = deviceParts(userAgent);
  if (!parts) return t(messages.unknown);
  const { browser, system } = parts;
  if (browser && system) return t(messages.browserOnSystem, { browser, system });
  return browser ?? system ?? t(messages.unknown);
}
