// Sends a CSV download (a form GET in the browser) as an attachment that is never cached.
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from '../services/upload/uploads';
import { formatDate } from '@common/contract-time';

export function sendCsv(reply: FastifyReply, baseName: string, csv: string): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachmentDisposition(`${baseName}-${formatDate(new Date())}.csv`))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(csv);
}
