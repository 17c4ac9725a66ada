// The catalogue's notices: every key is worded in both languages from the same parameters, and a
// stored row shows its own text when it has no key or one this version does not know.
import { describe, expect, it } from 'vitest';
import { noticeText, storedNoticeText, type NoticeKey, type NoticeParams } from './index';

const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;

const SAMPLES: { [K in NoticeKey]: NoticeParams[K] } = {
  'bug.acted': { name: 'XSS', action: 'update@ignore', status: 52, delta: -5, comment: 'dup', ignoreReason: 'duplicate', duplicate: { id: 7, submitted: '2026-10-01 09:00:00' } },
  'bug.recheckExpired': { name: 'XSS', due: '2026-12-01 10:00:00' },
  'bug.replied': { name: 'XSS', text: 'hi' },
  'bug.infoRequested': { name: 'XSS', text: 'Which browser?' },
  'trade.moved': { gift: 'Mug', status: 21, tracking: 'SF1' },
  'coins.changed': { amount: -20, reason: 'clawback' },
  'prize.monthly': { month: '2026-09', rank: 1, coins: 300 },
  'team.reviewed': { team: 'Red', approved: false },
  'team.applied': { applicant: 'Bob' },
  'team.decided': { team: 'Red', approved: true },
  'testReport.reviewed': { approved: false, ip: '203.0.113.7' },
  'leave.replied': { title: 'Idea', text: 'thanks' },
  'realName.reviewed': { approved: false, reason: 'blurred' },
  'disclosure.decided': { name: 'IDOR', approved: false, reason: 'unreleased product' },
  'disclosure.withdrawn': { name: 'IDOR', reason: 'the fix was incomplete' },
};

describe('notice texts', () => {
  for (const key of Object.keys(SAMPLES) as NoticeKey[]) {
    it(`words ${key} in English and in Chinese`, () => {
      const en = noticeText('en', key, SAMPLES[key] as never);
      const zh = noticeText('zh', key, SAMPLES[key] as never);
      expect(`${en.title} ${en.content}`).not.toMatch(CJK);
      expect(zh.title).toMatch(CJK);
    });
  }

  it('names a launched re-check’s deadline and reward', () => {
    const p = { name: 'XSS', action: 'update@review', status: 40, delta: 0, comment: '', recheck: { due: '2026-12-01 10:00:00', rewardCoins: 5 } } as const;
    expect(noticeText('en', 'bug.acted', p).content).toBe(
      'Status: Awaiting re-check. Please answer the re-check by 2026-12-01 10:00:00 and earn 5 coins; without an answer by then the report is taken as fixed.',
    );
    expect(noticeText('zh', 'bug.acted', p).content).toContain('请在 2026-12-01 10:00:00 前提交复测结果，按时提交可获得 5 安全币');
  });

  it('labels enum parameters in the reader’s language', () => {
    expect(noticeText('en', 'bug.acted', SAMPLES['bug.acted']).content).toBe('Status: Ignored. Reason: Duplicate (report #7, submitted 2026-10-01 09:00:00). Coins: -5. dup');
  });
});

describe('stored notices', () => {
  const stored = { title: '旧标题', content: '旧内容' };
  it('show their stored text without a key, with an unknown key, or without parameters', () => {
    expect(storedNoticeText('en', { ...stored, key: null, params: null })).toEqual(stored);
    expect(storedNoticeText('en', { ...stored, key: 'gone.away', params: {} })).toEqual(stored);
    expect(storedNoticeText('en', { ...stored, key: 'toString', params: {} })).toEqual(stored);
    expect(storedNoticeText('en', { ...stored, key: 'coins.changed', params: null })).toEqual(stored);
  });

  it('are worded from their key in the reader’s language', () => {
    expect(storedNoticeText('en', { ...stored, key: 'coins.changed', params: { amount: 50, reason: 'bonus' } })).toEqual({ title: 'You received 50 coins', content: 'bonus' });
  });
});
