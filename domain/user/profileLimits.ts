/** How long a full name and a bio may be (the spec's 50 and 150), apart from the rules that check them: the profile form counts the bio's characters against it. */
export const FULL_NAME_MAX = 50;
export const BIO_MAX = 150;
