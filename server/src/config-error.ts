// The error an invalid environment variable stops start-up with (its own module so the parsers of
// single variables, such as s3-config.ts, need not import config.ts).
export class ConfigError extends Error {}
