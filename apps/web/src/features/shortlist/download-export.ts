import { api } from '../../app/api.ts';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * The file name a Content-Disposition header gives (RFC 6266: filename* in UTF-8 wins over
 * filename), or the fallback. Limit: only the UTF-8 form of filename* is decoded.
 */
export function readDownloadName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall through to the plain filename.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name || fallback;
}

async function postExport(runId: string, format: ExportFormat, reveal: boolean): Promise<Response> {
  const token = api.getTokens()?.access_token;
  return fetch('/api/shortlist/export', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ run_id: runId, format, reveal }),
  });
}

/**
 * Downloads a run's ranking as CSV or XLSX (blind unless `reveal`, like the table). The API client reads JSON only, so this call fetches
 * the bytes itself; on a 401 it lets the client refresh the tokens (through a cheap call) and
 * tries once more. Returns an error message, or null when the download started.
 */
export async function downloadExport(runId: string, format: ExportFormat, reveal: boolean): Promise<string | null> {
  try {
    let res = await postExport(runId, format, reveal);
    if (res.status === 401) {
      await api.post('shortlist/runs', {});
      res = await postExport(runId, format, reveal);
    }
    if (res.status !== 200) {
      const body = (await res.json().catch(() => null)) as { message?: string } | null;
      return body?.message ?? `The export failed (status ${res.status}).`;
    }
    const name = readDownloadName(res.headers.get('content-disposition'), `shortlist-${runId}.${format}`);
    const url = URL.createObjectURL(await res.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoke later: some browsers start reading the blob only after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return null;
  } catch {
    return 'Could not reach the server. Check your connection and try again.';
  }
}
