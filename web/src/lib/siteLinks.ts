// Addresses outside this site that the layout links to. The contract does not carry them, so they
// live here in one place (our choice: the product description leaves them open). The intranet
// version staff are sent to is not here: the server names it (INTRANET_URL, in checkStaff's answer).
export const siteLinks = {
  securityCentre: 'https://www.example.org/security',
  privacy: 'https://www.example.org/privacy',
  mailbox: 'mailto:security@src.example.org',
  mailboxAddress: 'security@src.example.org',
  weibo: 'https://weibo.com/',
  englishSocial: 'https://x.com/',
  icp: 'https://beian.miit.gov.cn/',
} as const;
