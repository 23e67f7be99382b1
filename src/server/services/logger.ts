import pino from 'pino';

export type AppLogger = pino.Logger;

export function createLogger(level: string): AppLogger {
  return pino({
    level,
    base: { app: 'meterline' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.pin'],
      remove: true,
    },
  });
}
