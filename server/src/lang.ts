import type { FastifyRequest } from 'fastify';
import type { Lang } from './envelope';

/** A stored or sent language value as a Lang: Chinese unless it says en. */
export function asLang(value: unknown): Lang {
  return value === 'en' ? 'en' : 'zh';
}

/** The request's language from its `language` query value; Chinese unless it says en. */
export function langOf(request: FastifyRequest): Lang {
  return asLang((request.query as { language?: unknown } | undefined)?.language);
}
