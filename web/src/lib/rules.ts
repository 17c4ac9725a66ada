// The pattern the sign-in and email-change dialogs check besides the contract (docs/rules.md#validation
// 'mail': the schema's `format: email` is not compiled into the browser's validators).
// Everything else the forms check comes from the contract's validators (lib/forms).

/** 'name@domain.tld' with a top-level domain of 2 to 4 letters (docs/rules.md#generic-validator-rules). */
export const MAIL_PATTERN = /^[\w.+-]+@[\w-]+(\.[\w-]+)*\.[a-z]{2,4}$/i;
