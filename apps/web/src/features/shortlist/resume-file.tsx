import { PdfViewer } from '../../components/pdf-viewer/pdf-viewer.tsx';

/** A PDF opens in the embedded viewer; any other resume file is offered as a download. */
export function ResumeFile({ url, fileName }: { url: string; fileName: string }) {
  if (/\.pdf$/i.test(fileName)) return <PdfViewer data={url} fileName={fileName} />;
  return (
    <p className="mb-0">
      This file cannot be shown here.{' '}
      <a href={url} download={fileName} target="_blank" rel="noopener noreferrer">
        Download {fileName}
      </a>
    </p>
  );
}
