// The contract's dates and times (UTC+8) are written once, for the server and the site alike, in
// common/contract-time.ts; the services reach them through here.
export { formatDate, formatDateTime, parseDate, parseDateTime } from '@common/contract-time';
