import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUpload } from '../platform/testing/multipart.ts';
import { createTestApp, testDatabases, type TestApp } from '../platform/testing/test-app.ts';
import { forgeZip } from '../shortlisting/zip-forge.ts';
import { namesFromUpload } from './upload-routes.ts';

const fixtures = path.resolve(import.meta.dirname, '../../../../../shared/fixtures/parse-dev');
const truth = (doc: string) =>
  JSON.parse(readFileSync(path.join(fixtures, 'truth', `${doc}.json`), 'utf8')) as { fullName: string; email: string };

/** A one-page PDF with no text at all: what a scanner produces, minus the image. */
function pdfWithObjects(objects: string[], trailerExtra = ''): Buffer {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
const scannedPdf = () =>
  pdfWithObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    '<< /Length 0 >>\nstream\n\nendstream',
  ]);
const encryptedPdf = () =>
  pdfWithObjects(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
      `<< /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -4 >>`,
    ],
    `/Encrypt 4 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>]`,
  );

describe('upload names', () => {
  it('derives a file name and a nickname from the uploaded name', () => {
    expect(namesFromUpload('Jane Doe CV (final).pdf')).toEqual({
      filename: 'Jane_Doe_CV_final',
      nickname: 'jane-doe-cv-final',
    });
    expect(namesFromUpload('.pdf')).toEqual({ filename: 'Resume', nickname: 'my-resume' });
  });
});

describe.each(testDatabases())('parse upload on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await t.signup()).access_token;
  });
  afterAll(async () => t.close());

  const upload = (fileName: string, bytes: Uint8Array, as = token) => {
    const { payload, headers } = fileUpload(fileName, bytes);
    return t.app.inject({
      method: 'POST',
      url: '/api/parse',
      payload,
      headers: { ...headers, authorization: `Bearer ${as}` },
    });
  };
  const resumeCount = async () =>
    Object.keys((await t.post('auth/verify', {}, token)).json<{ user_resumes: object }>().user_resumes).length;
  /** Stored originals: files only (the per-user folder itself is not a blob). */
  const blobCount = () => {
    const dir = path.join(t.dataDir, 'blobs', 'originals');
    return existsSync(dir)
      ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
      : 0;
  };

  it('parses a PDF, stores it as a new resume with its original, and answers with the parsed content', async () => {
    const doc = 'r03.paper.pdf';
    const response = await upload('Résumé 2024.pdf', readFileSync(path.join(fixtures, 'docs/pdf', doc)));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{
      file_id: string;
      nickname: string;
      filename: string;
      resume: { fullName: string; email: string };
      confidence: object;
    }>();
    expect(body.resume.fullName).toBe(truth(doc).fullName);
    expect(body.resume.email).toBe(truth(doc).email);
    expect(body).toMatchObject({ nickname: 'résumé-2024', filename: 'Résumé_2024' });
    const fetched = (await t.post('user/fetch_resume', { key: body.file_id }, token)).json<{
      resume: { fullName: string };
    }>();
    expect(fetched.resume.fullName).toBe(truth(doc).fullName);
    const { url } = (await t.post('user/fetch_resume_url', { key: body.file_id, format: 'original' }, token)).json<{
      url: string;
    }>();
    const original = await t.app.inject({ method: 'GET', url });
    expect(original.headers['content-type']).toBe('application/pdf');
    expect(original.rawPayload.equals(readFileSync(path.join(fixtures, 'docs/pdf', doc)))).toBe(true);
  });

  it('parses a DOCX', async () => {
    const doc = 'r05.elegant.docx';
    const response = await upload(doc, readFileSync(path.join(fixtures, 'docs/docx', doc)));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ resume: { fullName: string } }>().resume.fullName).toBe(truth(doc).fullName);
  });

  it.each([
    ['a scanned PDF', 'scan.pdf', scannedPdf, 422, 'scanned_pdf'],
    ['an encrypted PDF', 'locked.pdf', encryptedPdf, 422, 'encrypted_pdf'],
    [
      'a corrupt PDF',
      'broken.pdf',
      () => Buffer.from('%PDF-1.7\n\u0000\u0001garbage that is not a pdf'),
      422,
      'corrupt_file',
    ],
    [
      'a picture',
      'photo.pdf',
      () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      415,
      'unsupported_type',
    ],
    [
      'a web page named .pdf',
      'resume.pdf',
      () => Buffer.from('<!DOCTYPE html>\n<html><body><h1>Jane Doe</h1><p>Nurse</p></body></html>'),
      415,
      'unsupported_type',
    ],
    [
      'an SVG drawing named .pdf',
      'resume.pdf',
      () => Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><text>Jane</text></svg>'),
      415,
      'unsupported_type',
    ],
    [
      'an oversized file',
      'big.pdf',
      () => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * 1024 * 1024, 32)]),
      413,
      'too_large',
    ],
    [
      'a zip-bomb DOCX',
      'bomb.docx',
      () =>
        forgeZip([
          { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
          { name: 'word/document.xml', data: Buffer.alloc(400 * 1024 * 1024, 32) },
        ]),
      413,
      'too_large',
    ],
  ])(
    'refuses %s with a 4xx that says what to do, and stores nothing',
    async (_label, name, make, status, code) => {
      const before = await resumeCount();
      const blobsBefore = blobCount();
      const response = await upload(name, make());
      expect(response.statusCode, response.body).toBe(status);
      const body = response.json<{ message: string; code: string }>();
      expect(body.message.length).toBeGreaterThan(20);
      if (code) expect(body.code).toBe(code);
      expect(await resumeCount()).toBe(before);
      expect(blobCount()).toBe(blobsBefore);
    },
    60_000,
  );

  it('keeps answering other requests while a hostile file is being refused', async () => {
    const bomb = forgeZip([{ name: 'word/document.xml', data: Buffer.alloc(300 * 1024 * 1024, 32) }]);
    const slow = upload('bomb.docx', bomb);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect((await slow).statusCode).toBeGreaterThanOrEqual(400);
  }, 60_000);
});
