import { dedupePostings, type JobPosting } from '../posting.ts';
import { buildPosting } from './build-posting.ts';
import { safeFetch, type SafeFetchOptions } from './safe-fetch.ts';

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, newlines inside quotes) into rows of strings. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let inQuotes = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i++) {
    const char = input[i]!;
    if (inQuotes) {
      if (char === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') inQuotes = false;
      else field += char;
    } else if (char === '"') inQuotes = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field || row.length > 0) rows.push([...row, field]);
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * JobSpy writes descriptions as Markdown: blank-line paragraphs, "* " or "- " bullets, **bold**.
 * Only those are turned into HTML (after escaping); other Markdown stays as plain text.
 */
export function markdownToHtml(markdown: string): string {
  const inline = (text: string) =>
    escapeHtml(text.replace(/\\([*_#\-.])/g, '$1')).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');
  return markdown
    .split(/\n\s*\n/)
    .map((block) => {
      const lines = block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      if (lines.length > 0 && lines.every((line) => /^[*\-•]\s+/.test(line))) {
        return `<ul>${lines.map((line) => `<li>${inline(line.replace(/^[*\-•]\s+/, ''))}</li>`).join('')}</ul>`;
      }
      return lines.length > 0 ? `<p>${lines.map(inline).join('<br>')}</p>` : '';
    })
    .join('');
}

const intervalWords: Record<string, string> = {
  yearly: 'a year',
  monthly: 'per month',
  weekly: 'per week',
  daily: 'per day',
  hourly: 'per hour',
};

/** Maps a JobSpy CSV export (its standard column names) to postings; rows without a title or URL are skipped. */
export function mapJobSpyCsv(csv: string, now: Date = new Date()): JobPosting[] {
  const [header, ...rows] = parseCsv(csv);
  if (!header) return [];
  const column = new Map(header.map((name, i) => [name.trim().toLowerCase(), i]));
  const postings: JobPosting[] = [];
  for (const cells of rows) {
    const get = (name: string) => {
      const index = column.get(name);
      return index === undefined ? '' : (cells[index] ?? '').trim();
    };
    const title = get('title');
    const link = get('job_url') || get('job_url_direct');
    if (!title || !/^https?:\/\//.test(link)) continue;
    const site = get('site') || 'jobspy';
    const amounts = [get('min_amount'), get('max_amount')].filter(Boolean);
    const salaryText =
      amounts.length > 0
        ? `${[...new Set(amounts)].join(' - ')} ${get('currency')} ${intervalWords[get('interval')] ?? ''}`.trim()
        : null;
    const isRemote = get('is_remote').toLowerCase() === 'true';
    postings.push(
      buildPosting(
        {
          portal: site,
          jobId: get('id') || link,
          company: get('company') || 'Unknown company',
          companyWebsite: get('company_url_direct') || null,
          title,
          html: markdownToHtml(get('description')),
          location: get('location'),
          jobTypeText: get('job_type').split(',')[0],
          remote: isRemote ? 'remote' : null,
          salaryText,
          datePosted: get('date_posted') || null,
          portalLink: link,
          source: `${site} via JobSpy`,
        },
        now,
      ),
    );
  }
  return dedupePostings(postings);
}

/** Reads a JobSpy CSV from a public URL (same address rules as the board imports). */
export async function importJobSpyCsvUrl(
  url: string,
  options: { fetchOptions?: SafeFetchOptions; now?: Date } = {},
): Promise<JobPosting[]> {
  const response = await safeFetch(url, options.fetchOptions);
  if (response.status < 200 || response.status >= 300) throw new Error(`${url} answered ${response.status}`);
  return mapJobSpyCsv(response.text, options.now);
}
