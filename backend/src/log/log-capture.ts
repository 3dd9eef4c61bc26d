import { createLogger, type Logger, type LogLevel } from './logger.ts';

/** One parsed log line. */
export type LogEntry = Record<string, unknown>;

export interface LogCapture {
  /** A logger configured like production's, writing into `entries` instead of stdout. */
  logger: Logger;
  entries: LogEntry[];
  /** Every line exactly as written: to prove a secret appears nowhere in it. */
  text: () => string;
  clear: () => void;
}

/** For tests: pino writes each line synchronously into memory, so a test reads it at once. */
export function captureLogs(level: LogLevel = 'trace'): LogCapture {
  const lines: string[] = [];
  const entries: LogEntry[] = [];
  const logger = createLogger({
    level,
    destination: {
      write: (line: string) => {
        lines.push(line);
        entries.push(JSON.parse(line) as LogEntry);
      },
    },
  });
  return {
    logger,
    entries,
    text: () => lines.join(''),
    clear: () => {
      lines.length = 0;
      entries.length = 0;
    },
  };
}
