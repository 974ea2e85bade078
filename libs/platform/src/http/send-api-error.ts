import { type ServerResponse } from 'node:http';
import { type ApiErrorBody } from '@px/contracts';

/** Writes an ApiError from plain middleware (before Nest's exception filters are in play). */
export function sendApiError(res: ServerResponse, body: ApiErrorBody): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const json = JSON.stringify(body);
  res.statusCode = body.statusCode;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(json));
  res.end(json);
}
