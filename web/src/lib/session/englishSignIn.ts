// English visitors get no sign-in popup (docs/rules.md#product): they are pointed to the English
// sign-in instructions, which lead to the Chinese site's sign-in (its popup, opened by login=1).

/** The English sign-in instructions, a page of the site (relative to /v2). */
export const SIGN_IN_HELP_PATH = '/en/sign-in';

/** The Chinese site's home with its sign-in popup open (a full load: the language changes). */
export const CHINESE_SIGN_IN_HREF = '/v2/home?language=zh&login=1';
