import pinoPretty from 'pino-pretty';
import { type DestinationStream } from 'pino';

interface LogRecord {
  req?: { method?: string; path?: string };
  res?: { statusCode?: number };
  responseTimeMs?: number;
  [key: string]: unknown;
}

/**
 * LOG_FORMAT=pretty (what `npm start` sets on a workshop's own computer): a line a person reads,
 * not JSON. A request is `GET /api/work-orders 200 12 ms`; anything else its level, time and
 * message, with its fields on the same line. Production keeps the JSON lines (the default), which
 * log collectors parse.
 */
export function readableLogStream(destination?: NodeJS.WritableStream): DestinationStream {
  return pinoPretty({
    sync: true,
    destination: destination ?? 1,
    colorize: !destination && Boolean(process.stdout.isTTY),
    translateTime: 'SYS:HH:MM:ss',
    singleLine: true,
    // The access line's fields are its message; the rest (ids, process) would only repeat.
    ignore: 'pid,hostname,process,requestId,req,res,responseTimeMs',
    messageFormat: (log: LogRecord, messageKey: string) =>
      log.req && log.res
        ? `${log.req.method} ${log.req.path} ${log.res.statusCode} ${Math.round(
            log.responseTimeMs ?? 0,
          )} ms`
        : String(log[messageKey] ?? ''),
  });
}
