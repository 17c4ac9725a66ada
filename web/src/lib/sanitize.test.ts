// @vitest-environment jsdom
// The site's wiring of the shared policy; the policy itself is tested in common/sanitize-policy.test.ts.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe("the site's sanitiser", () => {
  it('applies the shared allow-list to HTML shown in the page', () => {
    expect(sanitizeHtml('<p onclick="alert(1)">a</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>')).toBe('<p>a</p><a>x</a>');
  });
});
