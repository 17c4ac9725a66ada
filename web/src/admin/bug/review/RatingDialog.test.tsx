import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/apiStub';
import { renderWithApp } from '../../../test/render';
import { adminBug, coefficients } from '../bugFixture';
import { RatingDialog } from './RatingDialog';

afterEach(() => vi.unstubAllGlobals());

// The dialog renders many Chakra parts; on a shared, busy machine the first render alone can take seconds.
const SLOW = 20_000;

const preview = () => screen.getByTestId('coin-preview').textContent;

/** The CSS written for an element's generated class (jsdom computes no style of a CSS layer). */
function cssOf(element: Element): string {
  const generated = [...element.classList].find((c) => c.startsWith('css-'));
  return [...document.querySelectorAll('style')]
    .map((style) => style.textContent ?? '')
    .filter((text) => text.includes(`.${generated}{`))
    .join('');
}

function stub() {
  return stubApi()
    .get('/v2/api/business-coefficient', { coefficients })
    .get('/v2/admin/api/common-response', { total: 0, responses: [] })
    .post('/v2/admin/api/bug/{id}/action', { status: 30, rewardCoins: 18, ledgerDelta: 6 });
}

describe('rating dialog', () => {
  it(
    'previews round(base × coefficient × multiplier) as level, base and coefficient change, and posts the rating',
    async () => {
      const api = stub();
      const bug = adminBug({ status: 20, auditLevel: null, level: 2, baseCoins: 0, businessCoefficientId: null, multiplier: 2, allowedActions: ['update@confirm', 'update@ignore'] });
      renderWithApp(<RatingDialog bug={bug} action="update@confirm" open onClose={() => {}} />, { lang: 'en' });
      await screen.findByRole('option', { name: 'E-commerce ×1.2' });
      // Medium starts at the lowest of its range: 6 × 1 × 2.
      expect(preview()).toBe('Awards 12 coins');
      fireEvent.change(screen.getByLabelText('Base coins'), { target: { value: '10' } });
      expect(preview()).toBe('Awards 20 coins');
      fireEvent.change(screen.getByLabelText('Business coefficient'), { target: { value: '1' } });
      expect(preview()).toBe('Awards 30 coins');
      fireEvent.change(screen.getByLabelText('Audit level'), { target: { value: '4' } });
      // 10 is below severe's 31–60: held to 31.
      expect((screen.getByLabelText('Base coins') as HTMLInputElement).value).toBe('31');
      expect(screen.getByText('Range for this level: 31–60')).toBeTruthy();
      expect(preview()).toBe('Awards 93 coins');
      const firstBlood = screen.getByRole('checkbox', { name: 'First blood' });
      fireEvent.click(firstBlood);
      // The checkbox reports its change asynchronously.
      await waitFor(() => expect(firstBlood.closest('label')?.getAttribute('data-state')).toBe('checked'));
      fireEvent.change(screen.getByLabelText('Intelligence value (0–100)'), { target: { value: '40' } });
      fireEvent.change(screen.getByLabelText('Note (the researcher sees it; optional)'), { target: { value: ' good find ' } });
      fireEvent.click(screen.getByRole('button', { name: 'Confirm and award coins' }));
      await waitFor(() => expect(api.posts).toHaveLength(1));
      expect(api.posts[0]!.path).toBe('/v2/admin/api/bug/11/action');
      expect(Object.fromEntries(api.posts[0]!.form)).toEqual({
        action: 'update@confirm',
        level: '4',
        baseCoins: '31',
        businessCoefficientId: '1',
        firstKill: 'true',
        intelligenceValue: '40',
        comment: 'good find',
      });
    },
    SLOW,
  );

  it(
    'holds the base to the ranges staff configured in the settings',
    async () => {
      stub().get('/v2/admin/api/settings', {
        settings: {
          honourThresholds: [0, 100, 1000, 5000],
          levelCoins: [
            { level: 0, min: 0, max: 0 },
            { level: 1, min: 2, max: 8 },
            { level: 2, min: 10, max: 20 },
            { level: 3, min: 25, max: 40 },
            { level: 4, min: 50, max: 100 },
          ],
          monthlyPrize: { minimum: 800, coins: [300, 200, 100] },
          teamChangeMonths: 12,
          requirePhoneForBug: true,
          staffSecondFactorRequired: false,
          staffInvitationDays: 7,
          urgeAfterDays: 7,
          recheck: { days: 7, rewardCoins: 5 },
          slaTargets: [],
          ssoAllowedDomains: [],
          ssoDefaultRole: 'viewer',
          ssoRequiredForStaff: false,
          regulatorClock: { enabled: false, hours: 48 },
        },
      });
      const bug = adminBug({ status: 20, auditLevel: null, level: 2, baseCoins: 0, businessCoefficientId: null, multiplier: 1, allowedActions: ['update@confirm'] });
      renderWithApp(<RatingDialog bug={bug} action="update@confirm" open onClose={() => {}} />, { lang: 'en' });
      expect(await screen.findByText('Range for this level: 10–20')).toBeTruthy();
      fireEvent.change(screen.getByLabelText('Audit level'), { target: { value: '4' } });
      expect(screen.getByText('Range for this level: 50–100')).toBeTruthy();
      expect((screen.getByLabelText('Base coins') as HTMLInputElement).value).toBe('50');
    },
    SLOW,
  );

  it(
    'holds a typed base to the level range',
    async () => {
      stub();
      renderWithApp(<RatingDialog bug={adminBug({ auditLevel: 1, baseCoins: 3 })} action="update@re-confirm" open onClose={() => {}} />, { lang: 'en' });
      const base = (await screen.findByLabelText('Base coins')) as HTMLInputElement;
      fireEvent.change(base, { target: { value: '99' } });
      fireEvent.blur(base);
      expect(base.value).toBe('5');
      fireEvent.change(base, { target: { value: '0' } });
      fireEvent.blur(base);
      expect(base.value).toBe('1');
    },
    SLOW,
  );

  it(
    're-rating shows the difference to the coins awarded before (in Chinese)',
    async () => {
      stub();
      // Previously medium, 10 × 1.2 = 12.
      renderWithApp(<RatingDialog bug={adminBug()} action="update@re-confirm" open onClose={() => {}} />, { lang: 'zh' });
      await screen.findByRole('option', { name: 'E-commerce ×1.2' });
      expect(preview()).toBe('将发放 12 安全币');
      expect(screen.getByTestId('coin-difference').textContent).toBe('此前评级发放 12，差额 0');
      fireEvent.change(screen.getByLabelText('基础安全币'), { target: { value: '15' } });
      expect(screen.getByTestId('coin-difference').textContent).toBe('此前评级发放 12，差额 +6');
      fireEvent.change(screen.getByLabelText('审核等级'), { target: { value: '1' } });
      // Low holds 15 to 5: 5 × 1.2 = 6, six fewer than before.
      expect(screen.getByTestId('coin-difference').textContent).toBe('此前评级发放 12，差额 -6');
    },
    SLOW,
  );
});

describe('rating dialog: the final CVSS 4.0 vector', () => {
  it(
    'starts from the researcher’s vector, suggests the level its score maps to, and posts the vector staff set',
    async () => {
      const api = stub();
      const researcher = { vector: 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:A/VC:N/VI:N/VA:N/SC:L/SI:L/SA:N', score: 5.1, severity: 'medium' as const };
      const bug = adminBug({
        status: 20,
        auditLevel: null,
        level: 1,
        baseCoins: 0,
        businessCoefficientId: null,
        multiplier: 1,
        cvss: researcher,
        allowedActions: ['update@confirm', 'update@ignore'],
      });
      renderWithApp(<RatingDialog bug={bug} action="update@confirm" open onClose={() => {}} />, { lang: 'en' });
      const vector = (await screen.findByLabelText('Vector string')) as HTMLInputElement;
      expect(vector.value).toBe(researcher.vector);
      expect(screen.getByTestId('cvss-status').textContent).toBe('Score 5.1 · MediumSuggested audit level: Medium');
      // With the calculator open the form outgrows a 900 px screen: the body scrolls inside the
      // dialog and the actions sit outside it, always in view.
      const body = vector.closest<HTMLElement>('.chakra-dialog__body')!;
      expect(cssOf(body)).toContain('overflow:auto');
      expect(cssOf(body.closest('.chakra-dialog__content')!)).toMatch(/max-height:calc\(100% - /);
      expect(body.contains(screen.getByRole('button', { name: 'Confirm and award coins' }))).toBe(false);
      // FIRST's example CVE-2022-41741 (https://www.first.org/cvss/v4.0/examples): 8.5, high.
      fireEvent.change(vector, { target: { value: 'CVSS:4.0/AV:L/AC:L/AT:N/PR:L/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N' } });
      fireEvent.click(screen.getByRole('button', { name: 'Use the suggested level: High' }));
      expect((screen.getByLabelText('Audit level') as HTMLSelectElement).value).toBe('3');
      expect(screen.queryByRole('button', { name: /Use the suggested level/ })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Confirm and award coins' }));
      await waitFor(() => expect(api.posts).toHaveLength(1));
      expect(Object.fromEntries(api.posts[0]!.form)).toMatchObject({ level: '3', cvssVector: 'CVSS:4.0/AV:L/AC:L/AT:N/PR:L/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N' });
    },
    SLOW,
  );

  it(
    'will not send a vector the calculator cannot score',
    async () => {
      const api = stub();
      renderWithApp(<RatingDialog bug={adminBug({ status: 20, auditLevel: null, allowedActions: ['update@confirm'] })} action="update@confirm" open onClose={() => {}} />, { lang: 'en' });
      fireEvent.click(await screen.findByRole('button', { name: 'Add a CVSS 4.0 vector' }));
      fireEvent.change(screen.getByLabelText('Vector string'), { target: { value: 'CVSS:4.0/AV:N/AC:L' } });
      const confirm = screen.getByRole('button', { name: 'Confirm and award coins' }) as HTMLButtonElement;
      expect(confirm.disabled).toBe(true);
      fireEvent.click(confirm);
      expect(api.posts).toHaveLength(0);
    },
    SLOW,
  );
});
