// The request context every handler receives, its one way to what it needs: the app's parts (made
// once per app and shared by every request: the database, the configuration, the file storage, the
// senders, the change feed, the caches) and the request's own values (its `language` value, its
// session and signed-in account, the client's address), so handlers never reach for the app
// through the request (lint forbids it) and the services they call take plain values.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/index';
import { langOf } from '../lang';
import type { Session, SessionControl } from '../plugins/app/session';
import type { ChangeFeed } from '../infra/change-feed/change-feed';
import type { ServiceContext } from '../services/session/current-user';
import type { NoticeHub } from '../services/notice/notice-hub';
import type { Mailer } from '../infra/mail/mail';
import type { RankCache } from '../services/rank/rank-cache';
import type { AddressPolicy } from '../services/upload/remote-image/address-policy';
import type { PhoneCodeSender } from '../infra/sms/index';
import type { FileStorage } from '../infra/storage/storage';
import type { ChangeNote } from '../services/audit/summary';
import type { OidcClient } from '../infra/oidc/oidc-client';
import type { SiteStorage } from '../services/upload/site-storage';
import type { SignupGate } from '../services/session/auth';
import type { ClearSigner } from '../infra/openpgp/clear-signer';

/** The app's parts a handler may use: one object per app, handed to every request's context. */
export interface AppParts {
  db: Db;
  /** The configuration the app was built with (read-only). */
  config: Config;
  storage: FileStorage;
  /** The uploads' budget and the disk's floor, over every account. */
  siteStorage: SiteStorage;
  /** The per-address limits of new accounts. */
  signupGate: SignupGate;
  mailer: Mailer;
  sms: PhoneCodeSender;
  /** What every server must hear about a write the cache versions cannot see (sign-outs, role changes). */
  changes: ChangeFeed;
  /** Storing a session and setting its cookie (an anonymous one on demand, a rotated one at sign-in). */
  sessions: SessionControl;
  /** The rank lists' answers, one cache per app. */
  rankCache: RankCache;
  /** The notice streams this process holds. */
  noticeHub: NoticeHub;
  /** Which addresses the remote-image catcher may connect to. */
  remoteImagePolicy: AddressPolicy;
  /** The clock (ms) of the second-factor checks and the SLA clocks: injectable, so tests move time instead of waiting. */
  now: () => number;
  /** The staff single sign-on provider; undefined when OIDC_ISSUER is not configured. */
  oidc: OidcClient | undefined;
  /** The OpenPGP key that signs security.txt (SECURITY_TXT_PGP_KEY_FILE), unlocked once when the routes are registered; null without one. */
  securityTxtSigner: ClearSigner | null;
}

export interface RequestContext extends ServiceContext, AppParts {
  /** The session itself, for the few operations that change it (sign-in, sign-out, captcha). */
  session: Session;
  /** The client's address (behind the configured proxies): codes are limited per address. */
  ip: string;
  /** Codes that address may be sent per hour (config: CODES_PER_IP_PER_HOUR). */
  codesPerIp: number;
  /** What a staff write changed, for its audit entry (plugins/app/audit.ts) when the operation can say it cheaply. */
  noteChange(note: ChangeNote): void;
}

/** The app's parts, read once when the routes are registered (the decorations of plugins/app/). */
export function appPartsOf(app: FastifyInstance): AppParts {
  return {
    db: app.db,
    config: app.config,
    storage: app.storage,
    siteStorage: app.siteStorage,
    signupGate: app.signupGate,
    mailer: app.mailer,
    sms: app.sms,
    changes: app.changes,
    sessions: app.sessions,
    rankCache: app.rankCache,
    noticeHub: app.noticeHub,
    remoteImagePolicy: app.remoteImagePolicy,
    now: app.now,
    oidc: app.oidc,
    // Loaded (asynchronously) by registerRoutes before any handler is made.
    securityTxtSigner: null,
  };
}

export function contextOf(request: FastifyRequest, parts: AppParts): RequestContext {
  const { session } = request;
  const userId = session.userId;
  // The app's parts are the context's prototype, not copied into it: a literal spreading them and
  // adding the request's values left V8's fast path, about 9 µs a request (in Node 20), 5% of a
  // cached read's CPU; this takes a fraction of one. Pass a context whole: a spread of it loses the parts.
  return Object.assign(Object.create(parts) as AppParts, {
    lang: langOf(request),
    user: userId === null ? null : { id: userId, role: session.role, staffRoles: session.staffRoles },
    session,
    ip: request.ip,
    codesPerIp: parts.config.codesPerIpPerHour,
    noteChange(note: ChangeNote) {
      request.auditNote = note;
    },
  });
}
