import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export const isLogLevel = (value: string): value is LogLevel =>
  (logLevels as readonly string[]).includes(value);

/**
 * Keys whose values never belong in a log. The request log only writes chosen fields; this is
 * the safety net for a careless `logger.info({ body })` elsewhere.
 */
const secretKeys = [
  'password',
  'token',
  'authorization',
  'apikey',
  'refresh_token',
  'access_token',
  'cookie',
  '["set-cookie"]',
];

/** Each secret key at the top level and two levels down (`{ req: { headers: { cookie } } }`). */
export const redactPaths = secretKeys.flatMap((key) => {
  const member = key.startsWith('[') ? key : `.${key}`;
  return [key, `*${member}`, `*.*${member}`];
});

export interface LoggerOptions {
  /** Defaults to `info`; `silent` writes nothing. */
  level?: LogLevel;
  /** Where the JSON lines go; defaults to stdout. Tests pass an in-memory stream. */
  destination?: DestinationStream;
}

/** The backend's logger: one JSON object per line, ISO times and level names for people. */
export function createLogger({ level = 'info', destination }: LoggerOptions = {}): Logger {
  return pino(
    {
      level,
      redact: { paths: redactPaths, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

/** Writes nothing: what createApp uses when it is given no logger, so test output stays clean. */
export const silentLogger: Logger = createLogger({
  level: 'silent',
  // Not stdout: a logger that never writes has no reason to hold the file descriptor.
  destination: { write: () => {} },
});
