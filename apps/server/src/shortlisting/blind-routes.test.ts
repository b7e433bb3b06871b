import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShortlistStatus } from '@vitae/shared/api/shortlisting';
import { resumeSchema } from '@vitae/shared/resume/schema';
import { createTestApp, testDatabases, type TestApp } from '../platform/testing/test-app.ts';
import { buildMultipart } from '../platform/testing/multipart.ts';
import { closeWorkerPool } from '../platform/workers/shared-pool.ts';
import { renderResumePdf } from '../rendering/render-pdf.ts';
import { readPdfText } from '../rendering/pdf-text.ts';

const JOB = 'Backend engineer. Requirements: 3+ years of TypeScript, PostgreSQL and REST APIs.';
const people = [
  { fullName: 'Quentin Harrowgate', email: 'quentin.harrow@example.com', phone: '+1 415 555 0142' },
  { fullName: 'Imelda Stravinska', email: 'imelda.s@example.org', phone: '+44 20 7946 0321' },
];

function resumeOf(person: (typeof people)[number]) {
  return resumeSchema.parse({
    ...person,
    linkedin: `https://linkedin.com/in/${person.email.split('@')[0]}`,
    location: '12 Orchard Lane, Springfield',
    profile: `${person.fullName.split(' ')[0]} is a backend engineer who writes TypeScript.`,
    experience: [
      {
        title: 'Backend Engineer',
        company: 'Initech',
        start: '2018',
        end: 'Present',
        description: ['Built REST APIs in TypeScript on PostgreSQL', `Reach me at ${person.email}`],
      },
    ],
    skills: [{ category: 'Languages', technologies: ['TypeScript', 'SQL'] }],
  });
}

function multipart(files: { name: string; bytes: Uint8Array }[]) {
  return buildMultipart([
    { name: 'metadata', value: JSON.stringify({ job_id: 'BE-1', job_description: JOB }) },
    ...files.map((f) => ({ name: 'files', fileName: f.name, bytes: f.bytes, type: 'application/pdf' })),
  ]);
}

/** Every way a person could be recognised: the name, its parts, the e-mail, the phone digits. */
function findIdentity(text: string): string[] {
  const digits = text.replace(/\D/g, '');
  return people.flatMap((p) =>
    [
      ...p.fullName.split(' ').filter((part) => text.toLowerCase().includes(part.toLowerCase())),
      ...(text.toLowerCase().includes(p.email) ? [p.email] : []),
      ...(digits.includes(p.phone.replace(/\D/g, '')) ? [p.phone] : []),
    ].map(String),
  );
}

afterAll(closeWorkerPool);

describe.each(testDatabases())('blind shortlist review on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let status: ShortlistStatus;
  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await t.signup()).access_token;
    const files = await Promise.all(
      people.map(async (p) => ({
        name: `${p.fullName.replace(' ', '_')}_CV.pdf`,
        bytes: await renderResumePdf(resumeOf(p)),
      })),
    );
    const body = multipart(files);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/shortlist-resumes',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
    expect(started.statusCode, started.body).toBe(200);
    const runId = started.json<{ run_id: string }>().run_id;
    for (let i = 0; i < 600; i++) {
      status = (await t.post('shortlist/status', { run_id: runId }, token)).json<ShortlistStatus>();
      if (status.state === 'done' || status.state === 'failed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(status.state).toBe('done');
    expect(status.results).toHaveLength(2);
  }, 120_000);
  afterAll(async () => t.close());

  it('serves, before Reveal, a status, exports and resume files that hold no name, e-mail or phone', async () => {
    expect(findIdentity(JSON.stringify(status))).toEqual([]);
    const csv = await t.post('shortlist/export', { run_id: status.run_id, format: 'csv' }, token);
    expect(findIdentity(csv.body)).toEqual([]);
    const xlsx = await t.post('shortlist/export', { run_id: status.run_id, format: 'xlsx' }, token);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    book.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(cell.text))));
    expect(cells.length).toBeGreaterThan(5);
    expect(findIdentity(cells.join('\n'))).toEqual([]);
    for (const result of status.results) {
      const link = await t.post('shortlist/file_url', { run_id: status.run_id, item_id: result.id }, token);
      expect(link.statusCode, link.body).toBe(200);
      const { url, file_name } = link.json<{ url: string; file_name: string }>();
      expect(file_name).toMatch(/^resume-\d\.pdf$/);
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(findIdentity(String(file.headers['content-disposition']))).toEqual([]);
      const text = await readPdfText(new Uint8Array(file.rawPayload));
      const all = [text.title, text.author, ...text.pages.flat()].join('\n');
      // The evidence is still there to judge; only who it is has gone.
      expect(all).toContain('Built REST APIs in TypeScript on PostgreSQL');
      expect(findIdentity(all)).toEqual([]);
      expect(all).not.toContain('Orchard Lane');
    }
  });

  it('serves the original file, with the name, only after Reveal', async () => {
    const link = await t.post(
      'shortlist/file_url',
      { run_id: status.run_id, item_id: status.results[0]!.id, reveal: true },
      token,
    );
    const file = await t.app.inject({ method: 'GET', url: link.json<{ url: string }>().url });
    const text = await readPdfText(new Uint8Array(file.rawPayload));
    expect(findIdentity(text.pages.flat().join('\n')).length).toBeGreaterThan(0);
  });
});
