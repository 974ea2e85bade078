import { ApiError } from './api-error';
import { getAccessToken, refreshAccessToken } from './client';
import { type QueryParams, withQuery } from './query-string';

/**
 * Downloads a file answer (CSV, PDF) with the session's token and saves it under the name the
 * server gives in Content-Disposition. Like `apiRequest`, a 401 refreshes the token once and
 * retries; a failure rejects with the server's ApiError.
 */
export async function downloadFile(
  path: string,
  query: QueryParams = {},
  fallbackName = 'descarga',
): Promise<void> {
  const url = withQuery(path, query);
  const send = (token: string | null) =>
    fetch(url, {
      credentials: 'include',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  let response = await send(getAccessToken());
  if (response.status === 401) {
    const token = await refreshAccessToken();
    if (token) response = await send(token);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      message?: string;
      error?: string;
    } | null;
    throw new ApiError({
      error: body?.error ?? 'DOWNLOAD_FAILED',
      message: body?.message ?? 'No se pudo descargar el archivo.',
      statusCode: response.status,
    });
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  saveBlob(await response.blob(), name);
}

/** Saves `blob` as a file named `name` (the browser's download, through a temporary link). */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 1_000);
}
