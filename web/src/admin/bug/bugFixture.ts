// A report as getAdminBug answers it, for the component tests (typed against the contract).
import type { AdminBug } from './api';

export function adminBug(overrides: Partial<AdminBug> = {}): AdminBug {
  return {
    id: 11,
    name: 'IDOR in mobile API',
    infoRequest: null,
    regulator: null,
    // Rated within the hour; only the resolution clock still runs.
    sla: {
      clocks: [
        { clock: 'firstResponse', state: 'met', level: 2, targetHours: 48, dueTime: '2026-10-27 16:40:02', stopTime: '2026-10-25 17:00:00', elapsedHours: 0.3 },
        { clock: 'rating', state: 'met', level: 2, targetHours: 168, dueTime: '2026-11-01 16:40:02', stopTime: '2026-10-25 18:00:00', elapsedHours: 1.3 },
        { clock: 'reward', state: 'met', level: 2, targetHours: 240, dueTime: '2026-11-04 16:40:02', stopTime: '2026-10-25 18:00:00', elapsedHours: 1.3 },
        { clock: 'resolution', state: 'running', level: 2, targetHours: 1440, dueTime: '2026-12-24 16:40:02', stopTime: null, elapsedHours: 48 },
      ],
      nextClock: 'resolution',
      nextDueTime: '2026-12-24 16:40:02',
      breached: false,
    },
    level: 2,
    link: 'https://m.example.com/api/order?id=1002',
    detail: '<p>Change the order id.</p><img src=x onerror="alert(1)">',
    attachments: [{ url: '/v2/api/file/9f2c', name: 'steps.pdf', size: 183204 }],
    dataPkg: null,
    mainType: 4,
    subType: 41,
    mainTypeText: 'Business security',
    subTypeText: 'Broken access control',
    harmfulResults: [9],
    status: 30,
    statusText: 'Confirmed',
    submitTime: '2026-10-25 16:40:02',
    firstKill: false,
    intelligenceValue: 0,
    auditLevel: 2,
    rewardCoins: 12,
    multiplier: 1,
    baseCoins: 10,
    highQuality: false,
    reporter: { userId: 5, nickname: 'WangSec', portrait: '/p.png' },
    businessCoefficientId: 2,
    allowedActions: ['update@re-confirm', 'update@review', 'update@finish', 'update@mark-quality'],
    harmfulResultsText: '',
    activityId: null,
    activityTitle: null,
    appName: null,
    appVersion: null,
    appSource: null,
    appLink: null,
    closure: null,
    assignee: null,
    cvss: null,
    auditCvss: null,
    recheck: null,
    language: 'en',
    ...overrides,
  };
}

export const coefficients = [
  { id: 1, business: 'Payments', coefficient: 1.5, description: '' },
  { id: 2, business: 'E-commerce', coefficient: 1.2, description: '' },
];
