import { type MessageDescriptor, useIntl } from 'react-intl';
import { defineMessages } from './defineMessages';

/**
 * The forms' rules are the server's (domain/*Input.ts) and say what is wrong in English, the
 * spec's words; a field shows them in the person's language through this table, by their English
 * text. One not here shows as it is.
 */
const rules = defineMessages({
  usernameTooShort: { id: 'rules.usernameTooShort', defaultMessage: 'Username must be at least 3 characters' },
  usernameTooLong: { id: 'rules.usernameTooLong', defaultMessage: 'Username must be less than 20 characters' },
  usernameCharacters: { id: 'rules.usernameCharacters', defaultMessage: 'Username may only contain letters, numbers, dots and underscores' },
  usernameRequired: { id: 'rules.usernameRequired', defaultMessage: 'Username is required' },
  emailInvalid: { id: 'rules.emailInvalid', defaultMessage: 'Please enter a valid email address' },
  passwordTooShort: { id: 'rules.passwordTooShort', defaultMessage: 'Password must be at least 6 characters' },
  passwordTooShortLong: { id: 'rules.passwordTooShortLong', defaultMessage: 'Password must be at least 6 characters long.' },
  passwordRequired: { id: 'rules.passwordRequired', defaultMessage: 'Password is required' },
  currentPasswordRequired: { id: 'rules.currentPasswordRequired', defaultMessage: 'Current password is required' },
  newPasswordsDiffer: { id: 'rules.newPasswordsDiffer', defaultMessage: "New passwords don't match." },
  passwordsDiffer: { id: 'rules.passwordsDiffer', defaultMessage: "Passwords don't match." },
  selectDay: { id: 'rules.selectDay', defaultMessage: 'Please select a day' },
  selectMonth: { id: 'rules.selectMonth', defaultMessage: 'Please select a month' },
  selectYear: { id: 'rules.selectYear', defaultMessage: 'Please select a year' },
  selectValidDate: { id: 'rules.selectValidDate', defaultMessage: 'Please select a valid date' },
  adminCodeRequired: { id: 'rules.adminCodeRequired', defaultMessage: 'Admin code is required' },
  fullNameRequired: { id: 'rules.fullNameRequired', defaultMessage: 'Full name is required' },
  fullNameTooLong: { id: 'rules.fullNameTooLong', defaultMessage: 'Full name must be less than 50 characters' },
  bioTooLong: { id: 'rules.bioTooLong', defaultMessage: 'Bio must be less than 150 characters' },
  authenticatorCode: { id: 'rules.authenticatorCode', defaultMessage: 'Enter the 6-digit code from your authenticator app.' },
  recoveryCode: { id: 'rules.recoveryCode', defaultMessage: 'Enter one of your recovery codes.' },
  hiddenWordEmpty: { id: 'rules.hiddenWordEmpty', defaultMessage: 'A hidden word cannot be empty' },
});

/** A rule's English: its source text, or in the build the literal its syntax tree holds (web/build/compiledMessages.ts). */
const english = (message: MessageDescriptor): string =>
  typeof message.defaultMessage === 'string'
    ? message.defaultMessage
    : (message.defaultMessage ?? []).map((part) => ('value' in part && typeof part.value === 'string' ? part.value : '')).join('');

const byEnglish = new Map(Object.values(rules).map((message) => [english(message), message]));

/** A rule's message in the app's language. */
export function useRuleText(): (english: string) => string {
  const { formatMessage } = useIntl();
  return (english) => {
    const message = byEnglish.get(english);
    return message ? formatMessage(message) : english;
  };
}
