// Patterns the email-change and phone dialogs check before they ask the server for a code (docs/rules.md#validation
// 'mail', and the international phone format). The site's forms are checked with the contract's
// validators instead (lib/forms, generated/validators/).

/** 'name@domain.tld' with a top-level domain of 2 to 4 letters (docs/rules.md#generic-validator-rules). */
export const MAIL_PATTERN = /^[\w.+-]+@[\w-]+(\.[\w-]+)*\.[a-z]{2,4}$/i;
/** An international phone number: + and 7–15 digits. */
export const INTERNATIONAL_TEL_PATTERN = /^\+[1-9]\d{6,14}$/;
