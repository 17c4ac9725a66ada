// A sweep: one page (one browser tab) visits a list of screens in one language, loading the first
// and reaching the others inside the site, and checks each the same way: it settled, a screenshot
// of what the screen shows is kept, nothing is wider than the screen, axe finds no serious or
// critical violation and, in English, no Chinese interface text.
import type { Page } from '@playwright/test';
import { expectAccessible, expectNoHorizontalOverflow, screenshot } from './support';
import { expectLoaded, expectNoChineseInterface, watchServerText, type Lang } from './support-text';

export class Sweep {
  private readonly server: ReturnType<typeof watchServerText>;
  private started = false;

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

  /**
   * Shows `path` (under /v2): the sweep's first screen is loaded; the rest are reached inside the
   * site, as its links reach them (the router follows history.pushState), which spares a page load
   * and the site's start-up per screen. Resolves once the browser has painted twice since, so the
   * router's render (or the screen's loading placeholder, which check() waits out) is on screen.
   */
  async open(path: string): Promise<void> {
    if (!this.started) {
      this.started = true;
      await this.page.goto(this.url(path));
      return;
    }
    await this.page.evaluate(async (url) => {
      history.pushState(null, '', url);
      await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
    }, this.url(path));
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
