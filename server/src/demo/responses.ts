// The demo's common responses: the replies a triage team sends most, one set per language, each
// with placeholders (docs/rules.md#common-responses) so the console's picker and preview have
// something to show on the first visit.
import type { Db } from '../db/index';
import { commonResponses } from '../db/schema';
import type { Lang } from '../envelope';

type Response = { title: string; content: string };

export const DEMO_RESPONSES: Record<Lang, Response[]> = {
  zh: [
    { title: '已收到', content: '{researcher}，你好：感谢提交漏洞 #{id}「{title}」，我们已收到并将在 {deadline} 前给出首次答复。进度可在此查看：{link}' },
    { title: '请补充信息', content: '{researcher}，你好：漏洞 #{id}「{title}」目前无法复现，请补充完整的请求包、复现步骤和影响范围，我们收到后会继续处理。' },
    { title: '已确认', content: '{researcher}，你好：漏洞 #{id}「{title}」已确认，评级为{level}，奖励 {coins} 安全币。感谢你的贡献！详情：{link}' },
    { title: '重复漏洞', content: '{researcher}，你好：漏洞 #{id}「{title}」与此前已收录的漏洞重复，本次不予奖励。感谢你的关注，期待你的下一次提交。' },
    { title: '不在收录范围', content: '{researcher}，你好：漏洞 #{id}「{title}」涉及的资产或类型不在本平台收录范围内，请参阅漏洞处理规范后再提交。' },
    { title: '已修复，请复测', content: '{researcher}，你好：漏洞 #{id}「{title}」已修复，请在 {deadline} 前复测并回复结果，按时复测可获得复测奖励：{link}' },
  ],
  en: [
    { title: 'Received', content: 'Hello {researcher}, thank you for report #{id} "{title}". We have received it and will answer first by {deadline}. Follow it here: {link}' },
    {
      title: 'Need more information',
      content:
        'Hello {researcher}, we cannot reproduce report #{id} "{title}" yet. Please add the full request, the steps to reproduce and the impact; we will go on as soon as we have them.',
    },
    { title: 'Confirmed', content: 'Hello {researcher}, report #{id} "{title}" is confirmed as {level}, rewarded with {coins} coins. Thank you! Details: {link}' },
    {
      title: 'Duplicate',
      content: 'Hello {researcher}, report #{id} "{title}" duplicates one we already had, so it earns no reward this time. Thank you, and we look forward to your next report.',
    },
    {
      title: 'Out of scope',
      content: 'Hello {researcher}, the asset or kind of issue in report #{id} "{title}" is outside the scope of this programme; please read the handling regulation before submitting.',
    },
    {
      title: 'Fixed, please re-check',
      content: 'Hello {researcher}, report #{id} "{title}" is fixed. Please re-check it and answer by {deadline}; an answer in time earns the re-check reward: {link}',
    },
  ],
};

/** The console lists newest first: each is an hour older than the one before, so "received" leads. */
export async function loadResponses(db: Db, now: number): Promise<void> {
  const rows = (['zh', 'en'] as const).flatMap((language) =>
    DEMO_RESPONSES[language].map((r, k) => {
      const at = new Date(now - k * 3600_000);
      return { ...r, language, createdAt: at, updatedAt: at };
    }),
  );
  await db.insert(commonResponses).values(rows);
}
