import type { FastifyRequest } from 'fastify';
import type { Lang } from './envelope';

/** The request's language from its `language` query value; Chinese unless it says en. */
export function langOf(request: FastifyRequest): Lang {
  const q = request.query as { language?: unknown } | undefined;
  return q?.language === 'en' ? 'en' : 'zh';
}
