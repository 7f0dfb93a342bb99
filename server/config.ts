// Process configuration, read once from the environment.
import { resolve } from "node:path";

export interface Config {
  port: number;
  /** PostgreSQL URL; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl: string | null;
  dataDir: string;
  redisUrl: string | null;
  /**
   * Prefix of every Redis key and pub/sub channel ("<prefix>:..."): instances that must hear
   * each other share it; another deployment (or test run) on the same Redis takes its own.
   */
  redisPrefix: string;
  /** Secret for token signatures; generated and kept in dataDir when not given. */
  tokenSecret: string | null;
  tokenTtlSeconds: number;
  recoveryTtlMinutes: number;
  smtpUrl: string | null;
  mailFrom: string;
  seedDemo: boolean;
  webDir: string;
  logLevel: "debug" | "info" | "warn" | "error";
  /** Outgoing webhooks (server/webhooks): let calls reach loopback/private addresses (tests, on-premise receivers). */
  webhookAllowPrivate: boolean;
  webhookTimeoutMs: number;
  /** How long a claimed delivery stays the claimer's beyond the request's time limit (then another worker may send it). */
  webhookLeaseMarginMs: number;
  /** How often the delivery worker looks for due deliveries (it is also woken when one is created). */
  webhookPollMs: number;
  /** Waits before attempts 2, 3 ... in seconds; attempts = this many + 1, then the delivery fails. */
  webhookRetrySeconds: number[];
  /** NODE_ENV=production: no GraphiQL, no anonymous introspection, no field suggestions. */
  production: boolean;
  /**
   * Base address of the app in links sent by mail, `{domain}` standing for the distributor's
   * configured domain (e.g. https://{domain}). Never taken from request headers.
   */
  publicUrl: string;
  /** Reverse proxies in front of us that append to X-Forwarded-For (0: trust no header). */
  trustProxyHops: number;
  /** Origins besides the distributors' own that browsers may call the API from (integrators). */
  corsOrigins: string[];
  /** Largest request body accepted (JSON and GraphQL), in bytes. */
  maxBodyBytes: number;
  /** The desktop database upload's own limit (server/migration/upload.ts streams it to disk). */
  desktopDbMaxBytes: number;
  /** PostgreSQL statement_timeout for request queries (0: none); always below the request budget. */
  statementTimeoutMs: number;
  /** How long one HTTP request may work (0: no limit): database work past it is refused (TIMEOUT, 503). */
  requestBudgetMs: number;
  /** How often the licence clock runs (server/licenses/expiry.ts): once per period across all instances. */
  licenceClockMs: number;
  /** How often the audit chains' heads are sealed (server/audit/seal.ts): once per period across all instances. */
  auditSealMs: number;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  return {
    port: Number(env.PORT ?? 3000),
    databaseUrl: env.DATABASE_URL || null,
    dataDir: resolve(env.DATA_DIR ?? "data"),
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX || "sqc",
    tokenSecret: env.TOKEN_SECRET || null,
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 8 * 3600),
    recoveryTtlMinutes: Number(env.RECOVERY_TTL_MINUTES ?? 60),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? "no-reply@sterile-qc.local",
    seedDemo: env.SEED_DEMO !== "false",
    webDir: resolve(env.WEB_DIR ?? "dist/web"),
    logLevel: (env.LOG_LEVEL as Config["logLevel"]) ?? "info",
    webhookAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE === "1" || env.WEBHOOK_ALLOW_PRIVATE === "true",
    webhookTimeoutMs: Number(env.WEBHOOK_TIMEOUT_MS ?? 10_000),
    webhookPollMs: Number(env.WEBHOOK_POLL_MS ?? 2_000),
    webhookLeaseMarginMs: Number(env.WEBHOOK_LEASE_MARGIN_MS ?? 30_000),
    production: env.NODE_ENV === "production",
    publicUrl: (env.PUBLIC_URL || `http://{domain}:${Number(env.PORT ?? 3000)}`).replace(/\/+$/, ""),
    trustProxyHops: Number(env.TRUST_PROXY ?? 0) || 0,
    corsOrigins: (env.CORS_ORIGINS ?? "").split(",").map((s) => s.trim().replace(/\/+$/, "")).filter(Boolean),
    maxBodyBytes: Math.round(Number(env.MAX_BODY_MB ?? 2) * 1024 * 1024),
    desktopDbMaxBytes: Math.round(Number(env.DESKTOP_DB_MAX_MB ?? 512) * 1024 * 1024),
    ...timeLimits(env),
    licenceClockMs: Math.max(1, Number(env.LICENCE_CLOCK_SECONDS ?? 3600) || 3600) * 1000,
    auditSealMs: Math.max(1, Number(env.AUDIT_SEAL_SECONDS ?? 3600) || 3600) * 1000,
    webhookRetrySeconds: (env.WEBHOOK_RETRY_SECONDS ?? "5,30,120,600,3600").split(",").map(Number).filter((n) => Number.isFinite(n) && n >= 0),
  };
}

/**
 * A request's time budget and the database's statement timeout beneath it: a statement that
 * outlived the budget would hold its connection after the request had given up, so the
 * timeout is at most the budget less 5 s (REQUEST_BUDGET_MS=0 leaves it as configured).
 */
function timeLimits(env: Record<string, string | undefined>): Pick<Config, "statementTimeoutMs" | "requestBudgetMs"> {
  const requestBudgetMs = Math.max(0, Number(env.REQUEST_BUDGET_MS ?? 30_000) || 0);
  const configured = Math.max(0, Number(env.DB_STATEMENT_TIMEOUT_MS ?? 20_000) || 0);
  if (!requestBudgetMs) return { requestBudgetMs, statementTimeoutMs: configured };
  const ceiling = Math.max(1_000, requestBudgetMs - 5_000);
  return { requestBudgetMs, statementTimeoutMs: configured ? Math.min(configured, ceiling) : ceiling };
}
