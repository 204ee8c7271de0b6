import { type IntlShape, useIntl } from 'react-intl';
import { shortSpan } from '../conversations/time';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  now: { id: 'shortTime.now', defaultMessage: 'now' },
});

/** '5m', '3w' in English; '5min', '3sem' in Spanish: Intl's narrow units, as the inbox and Activity show them. */
export function formatShortTime(intl: IntlShape, date: string, now: number): string {
  const span = shortSpan(date, now);
  if (span === null) return '';
  if (span === 'now') return intl.formatMessage(messages.now);
  return intl.formatNumber(span.count, { style: 'unit', unit: span.unit, unitDisplay: 'narrow' });
}

export function useShortTime(): (date: string, now: number) => string {
  const intl = useIntl();
  return (date, now) => formatShortTime(intl, date, now);
}
