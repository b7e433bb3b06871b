import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { AlertFromStatus, type StatusMessage } from '../alert-from-status.tsx';
import { LoadingBlock } from '../loading-block.tsx';
import { PdfViewer } from '../pdf-viewer/pdf-viewer.tsx';
import { clickDownloadLink } from '../pdf-viewer/download-bytes.ts';
import { requestResumeUrl } from '../pdf-viewer/resume-file-api.ts';

interface Props {
  resumeKey: string;
  originalType: string | null;
}

/** The uploaded file itself, to compare with what the parser read: a PDF opens in the viewer. */
export function OriginalFile({ resumeKey, originalType }: Props) {
  const isPdf = originalType === 'application/pdf';
  const [url, setUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<StatusMessage | null>(null);

  useEffect(() => {
    if (!isPdf) return;
    let isCurrent = true;
    void requestResumeUrl(resumeKey, 'original').then((answer) => {
      if (!isCurrent) return;
      if (answer.ok) setUrl(answer.data.url);
      else setFailure(answer);
    });
    return () => {
      isCurrent = false;
    };
  }, [resumeKey, isPdf]);

  async function download() {
    const answer = await requestResumeUrl(resumeKey, 'original');
    if (answer.ok) clickDownloadLink(answer.data.url, '');
    else setFailure(answer);
  }

  return (
    <section aria-label="Your uploaded file" data-testid="original-file">
      <AlertFromStatus result={failure} onClose={() => setFailure(null)} />
      {isPdf ? (
        url ? (
          <PdfViewer data={url} fileName="original.pdf" />
        ) : (
          !failure && <LoadingBlock label="Opening your file..." />
        )
      ) : (
        <div className="border rounded p-3">
          <p className="mb-2">This file cannot be shown here. Download it to compare it with the form.</p>
          <Button variant="outline-secondary" size="sm" onClick={() => void download()}>
            Download original file
          </Button>
        </div>
      )}
    </section>
  );
}
