// A sweep: one page (one browser tab) visits a list of screens in one language and checks each the
// same way: it settled, a screenshot of what the screen shows is kept, nothing is wider than the
// screen, axe finds no serious or critical violation and, in English, no Chinese interface text.
import type { Page } from '@playwright/test';
import { expectAccessible, expectNoHorizontalOverflow, screenshot } from './support';
import { expectLoaded, expectNoChineseInterface, watchServerText, type Lang } from './support-text';

export class Sweep {
  private readonly server: ReturnType<typeof watchServerText>;

  /** `shot`: the screenshot's name for a screen's name (the page and the project prefix it further). */
  constructor(
    readonly page: Page,
    readonly lang: Lang,
    private readonly shot: (name: string) => string,
  ) {
    this.server = watchServerText(page);
  }

  /** An address of the site in the sweep's language (`path` under /v2). */
  url(path: string): string {
    return `/v2${path}${path.includes('?') ? '&' : '?'}language=${this.lang}`;
  }

  /** Checks the screen now shown; `exclude`: selectors of content the site does not write. */
  async check(name: string, exclude: string[] = []): Promise<void> {
    await expectLoaded(this.page, this.lang);
    await screenshot(this.page, this.shot(name), { fullPage: false });
    await expectNoHorizontalOverflow(this.page, `${this.lang} ${name}`);
    await expectAccessible(this.page, `${this.lang} ${name}`, exclude);
    if (this.lang === 'en') await expectNoChineseInterface(this.page, this.server, name);
  }
}
