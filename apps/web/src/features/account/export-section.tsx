import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { api } from '../../app/api.ts';
import { AlertFromStatus, type StatusMessage } from '../../components/alert-from-status.tsx';

/** The file name the server chose (Content-Disposition), or a dated fallback. */
function exportFileName(disposition: string | null): string {
  const named = disposition ? /filename="([^"]+)"/.exec(disposition)?.[1] : undefined;
  return named ?? `vitae-export-${new Date().toISOString().slice(0, 10)}.zip`;
}

/** One zip with everything Vitae holds about the person. */
export function ExportSection() {
  const [result, setResult] = useState<StatusMessage | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function download() {
    setResult(null);
    setIsBusy(true);
    const answer = await api.postForFile('user/export_data', {});
    setIsBusy(false);
    if (!answer.ok) {
      setResult({ status: answer.status, message: answer.message });
      return;
    }
    const url = URL.createObjectURL(answer.data.blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = exportFileName(answer.data.disposition);
    document.body.append(link);
    link.click();
    link.remove();
    // Revoke later: the browser may read the blob only after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }

  return (
    <section aria-labelledby="export-title" className="mb-4">
      <h2 id="export-title" className="h5">
        Export my data
      </h2>
      <p>
        One zip file with your account details, every resume (as JSON Resume and in Vitae&apos;s own format) with every
        saved version, your original uploads, each resume as PDF (with the notes you kept on it), the applications you
        sent and your token history.
      </p>
      <AlertFromStatus result={result} />
      <Button variant="outline-primary" disabled={isBusy} onClick={() => void download()}>
        {isBusy ? 'Preparing your data...' : 'Download my data'}
      </Button>
    </section>
  );
}
